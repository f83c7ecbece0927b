/** What other modules use of admin/: the one way in (issue 26, decision 0033). */
export { PLATFORM_ROLES, platformRole } from './reference-data.ts';
