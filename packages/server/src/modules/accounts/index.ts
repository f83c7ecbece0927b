/** What other modules use of accounts/: the one way in (issue 26, decision 0033). */
export { createAgencyAccount } from './agency-account.ts';
export { withFreeEmail } from './emails.ts';
export { grantorOf, isPlatformPolicy, mayGrant } from './grants.ts';
/** Statements admin/ shares: the platform's agency, and a known administrator's new password. */
export { insertAgency, setPasswordHash } from './queries.ts';
