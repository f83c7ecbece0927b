import { defineCalls } from '../call.ts';
import { locauditBody, locauditDto } from '../exports.ts';

/** The hand-off of a campaign's sites to the audit tool. */
export const auditToolCalls = defineCalls({
  '/make_locaudit_camp': { body: locauditBody, response: { 200: locauditDto } },
});
