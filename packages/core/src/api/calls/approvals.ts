import {
  approvalInventoryDto,
  approvalLinkBody,
  approvalPageBody,
  approvalPageDto,
  approveInventoryBody,
  planSiteIdsDto,
} from '../bookings.ts';
import { defineCalls } from '../call.ts';

/** The open approval page's calls: no session, only the signed link's token (in the body). */
export const approvalCalls = defineCalls({
  '/fetch_approval_inventory': { body: approvalLinkBody, response: { 200: approvalInventoryDto } },
  // The owner's part a page at a time, and the ids of its sites awaiting an answer (decision 0044).
  '/fetch_approval_page': { body: approvalPageBody, response: { 200: approvalPageDto } },
  '/fetch_approval_pending_ids': { body: approvalLinkBody, response: { 200: planSiteIdsDto } },
  // Answers the rows of the sites it named, as it left them (decision 0044).
  '/approve_inventory': { body: approveInventoryBody, response: { 200: approvalInventoryDto } },
});
