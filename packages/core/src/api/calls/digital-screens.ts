import { defineCalls } from '../call.ts';
import { createScreenoListBody, screenoDto, syncListToScreenoBody } from '../exports.ts';

/** The hand-offs to the digital-screen platform. */
export const digitalScreenCalls = defineCalls({
  '/createScreenoList': { body: createScreenoListBody, response: { 200: screenoDto } },
  '/syncListToScreeno': { body: syncListToScreenoBody, response: { 200: screenoDto } },
});
