import type { vendors } from '../../db/schema.ts';
import { query, type RowOf, sql } from '../../db/sql.ts';

/** A media owner by id: whose sites an inventory call works on. */
export const ownerById = (id: string) =>
  query<Pick<RowOf<typeof vendors>, 'id' | 'name'>>(sql`select id, name from vendors where id = ${id}`);
