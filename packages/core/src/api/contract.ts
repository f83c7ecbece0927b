import type { z } from 'zod';
import { accountCalls } from './calls/accounts.ts';
import { adminCalls } from './calls/admin.ts';
import { alertCalls } from './calls/alerts.ts';
import { approvalCalls } from './calls/approvals.ts';
import { audienceCalls } from './calls/audience.ts';
import { auditToolCalls } from './calls/audit-tool.ts';
import { authCalls } from './calls/auth.ts';
import { bookingCalls } from './calls/bookings.ts';
import { campaignCalls } from './calls/campaigns.ts';
import { chatCalls } from './calls/chat.ts';
import { digitalScreenCalls } from './calls/digital-screens.ts';
import { exportCalls } from './calls/exports.ts';
import { geoCalls } from './calls/geo.ts';
import { integrationCalls } from './calls/integrations.ts';
import { inventoryCalls } from './calls/inventory.ts';
import { jobCalls } from './calls/jobs.ts';
import { mapCalls } from './calls/map.ts';
import { mediaOwnerCalls } from './calls/media-owners.ts';
import { planningCalls } from './calls/planning.ts';
import { zoneCalls } from './calls/zones.ts';

/**
 * Every call of the API (`POST /api<path>`), one file per server module: the server registers each
 * route with these schemas, and the web's client takes its paths, bodies and answers from them, so
 * a path or a field that does not exist is a type error on either side (issue 26, decision 0037).
 */
export const apiContract = {
  ...accountCalls,
  ...adminCalls,
  ...alertCalls,
  ...approvalCalls,
  ...audienceCalls,
  ...auditToolCalls,
  ...authCalls,
  ...bookingCalls,
  ...campaignCalls,
  ...chatCalls,
  ...digitalScreenCalls,
  ...exportCalls,
  ...geoCalls,
  ...integrationCalls,
  ...inventoryCalls,
  ...jobCalls,
  ...mapCalls,
  ...mediaOwnerCalls,
  ...planningCalls,
  ...zoneCalls,
};

type Contract = typeof apiContract;
export type ApiPath = keyof Contract;
/** The calls that answer JSON. */
export type JsonPath = { [P in ApiPath]: Contract[P] extends { response: object } ? P : never }[ApiPath];
/** The calls that answer a file (a download). */
export type FilePath = Exclude<ApiPath, JsonPath>;

/** What a call takes, as the web may write it (defaults still optional). */
export type ApiBody<P extends ApiPath> = z.input<Contract[P]['body']>;

type Responses<P extends JsonPath> = Contract[P] extends { response: infer R } ? R : never;
type Success<R> = { [S in keyof R]: S extends 200 | 201 | 202 ? R[S] : never }[keyof R];
/** What a call answers on success: every 2xx it declares (e.g. a result at once, or a job to follow). */
export type ApiAnswer<P extends JsonPath> = z.output<Extract<Success<Responses<P>>, z.ZodType>>;
