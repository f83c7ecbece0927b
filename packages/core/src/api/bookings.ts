import { z } from 'zod';
import { MAX_PLAN_SITES } from '../constants.ts';
import { approvalLinkToken, siteIdList } from '../validation/fields.ts';
import { planRowDto } from './planning.ts';

const campId = z.uuid({ error: 'campId is not a valid campaign id' });
const invIds = siteIdList('Sites', MAX_PLAN_SITES).refine(
  (ids) => ids.length > 0,
  'Choose at least one site',
);

/** Send For Approval, Approve Bookings, Remove Sites: sites of one campaign's plan. */
export const planSitesBody = z.object({ campId, invIds });
export type PlanSitesBody = z.infer<typeof planSitesBody>;

/** The open approval page knows only what its signed link carries. */
export const approvalLinkBody = z.object({
  campId,
  userId: z.uuid({ error: 'userId is not a valid user id' }),
  token: approvalLinkToken(),
});
export const approveInventoryBody = approvalLinkBody.extend({
  approval: z.enum(['approve', 'disapprove'], { error: 'approval must be approve or disapprove' }),
  invIds,
});
export type ApproveInventoryBody = z.infer<typeof approveInventoryBody>;

export const approvalCampDto = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export const approvalInventoryDto = z.object({
  approval_inventory: z.array(planRowDto),
  camp: approvalCampDto,
});
export type ApprovalInventoryDto = z.infer<typeof approvalInventoryDto>;

/** One change of a plan row, newest first. `to` is a status or `removed`. */
export const planHistoryDto = z.object({
  id: z.string(),
  site_code: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
});
export type PlanHistoryDto = z.infer<typeof planHistoryDto>;
