import { query, sql } from '../../db/sql.ts';

/** The database answers: readiness asks nothing more of it. */
export const ping = () => query(sql`select 1`);
