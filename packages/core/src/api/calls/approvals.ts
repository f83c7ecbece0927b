import { approvalInventoryDto, approvalLinkBody, approveInventoryBody } from '../bookings.ts';
import { defineCalls } from '../call.ts';

/** The open approval page's calls: no session, only the signed link's token (in the body). */
export const approvalCalls = defineCalls({
  '/fetch_approval_inventory': { body: approvalLinkBody, response: { 200: approvalInventoryDto } },
  '/approve_inventory': { body: approveInventoryBody, response: { 200: approvalInventoryDto } },
});
