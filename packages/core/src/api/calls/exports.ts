import { defineCalls } from '../call.ts';
import { deckStatusDto, downloadPptBody, excelBody, generatePptBody, generatePptDto } from '../exports.ts';

/** The plan as an Excel workbook (a file) and as a PowerPoint deck (a job, then a file). */
export const exportCalls = defineCalls({
  '/getPlanoCampaignExcel': { body: excelBody },
  '/generatePlanoPPT': { body: generatePptBody, response: { 200: generatePptDto } },
  '/fetch_last_ppt': { body: downloadPptBody, response: { 200: deckStatusDto } },
  '/download_ppt': { body: downloadPptBody },
});
