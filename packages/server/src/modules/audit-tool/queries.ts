import { query, sql } from '../../db/sql.ts';

/** The campaign was sent to the audit tool. */
export const markLocauditCreated = (campaignId: string) =>
  query(sql`update campaigns set locaudit_created = true where id = ${campaignId}`);
