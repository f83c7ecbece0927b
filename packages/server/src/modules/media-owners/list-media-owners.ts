import {
  type FetchMediaOwnersBody,
  type MediaOwnerColumn,
  type MediaOwnersDto,
  phoneSearchText,
} from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { type MediaOwnerRow, presentMediaOwner, SELECT_MEDIA_OWNERS } from './presenter.ts';

type Body = NonNullable<FetchMediaOwnersBody>;

/** Collects positional parameters while the query is assembled: `add(value)` returns `$n`. */
function params() {
  const values: unknown[] = [];
  return { values, add: (value: unknown) => `$${values.push(value)}` };
}

/** `%term%` for `like … escape '\'`: the reader's % and _ are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each column as the table shows it: lists joined by ", " (the same text the filter reads). */
const COLUMN_SQL: Record<MediaOwnerColumn, string> = {
  name: 'v.name',
  states: `array_to_string(v.states, ', ')`,
  aliases: `array_to_string(v.aliases, ', ')`,
  phone: 'v.phone',
  email: 'v.email',
  inv_uploaded: 'v.inv_uploaded',
  inv_last_updated: 'v.inv_last_updated',
};
const TEXT_COLUMNS = ['name', 'states', 'aliases', 'phone', 'email'] as const;

function whereOf(filters: Body['filters'] = {}, p: ReturnType<typeof params>): string {
  const where = ['true'];
  for (const column of TEXT_COLUMNS) {
    const text = filters[column];
    if (!text) continue;
    if (column === 'phone') {
      // A phone's spaces, dashes and brackets do not count: "+56 9 1234" finds +56912341234.
      where.push(
        `regexp_replace(v.phone, '[\\s().-]', '', 'g') like ${p.add(containing(phoneSearchText(text)))} escape '\\'`,
      );
      continue;
    }
    // Case and accents ignored, like every search (decision 0019: plano_fold, migration 0011).
    where.push(`plano_fold(${COLUMN_SQL[column]}) like plano_fold(${p.add(containing(text))}) escape '\\'`);
  }
  if (filters.inv_uploaded) {
    where.push(`v.inv_uploaded = any(${p.add(filters.inv_uploaded.map((v) => v === 'yes'))}::boolean[])`);
  }
  const { from, to } = filters.inv_last_updated ?? {};
  // Days as the table shows them (UTC dates); an owner never updated has no day to match.
  const updatedDay = `(v.inv_last_updated at time zone 'UTC')::date`;
  if (from) where.push(`${updatedDay} >= ${p.add(from)}::date`);
  if (to) where.push(`${updatedDay} <= ${p.add(to)}::date`);
  return where.join(' and ');
}

function orderOf(sort: Body['sort']): string {
  // By name (lower(name) is vendors_name_idx), the id breaking ties so pages never overlap.
  const byName = 'lower(v.name), v.id';
  if (!sort) return byName;
  const column =
    sort.column === 'name' || TEXT_COLUMNS.includes(sort.column as never)
      ? `lower(${COLUMN_SQL[sort.column]})`
      : COLUMN_SQL[sort.column];
  const direction = sort.direction === 'desc' ? 'desc nulls last' : 'asc nulls first';
  return `${column} ${direction}, ${byName}`;
}

/**
 * The vendor table (issue 22): a page of owners that match the filters, in the table's order, and
 * how many match. The page's ids are chosen first and only they are joined to their first login
 * user, so 10,000 owners cost one page. Without a page (SPEC's call, the CSV export) every match.
 */
export async function listMediaOwners(query: QueryFn, body: FetchMediaOwnersBody): Promise<MediaOwnersDto> {
  const p = params();
  const where = whereOf(body?.filters, p);
  const order = orderOf(body?.sort);
  const paged = body?.page !== undefined && body.limit !== undefined;
  const countValues = [...p.values];
  const window = paged
    ? ` limit ${p.add(body.limit)} offset ${p.add((body.page ?? 0) * (body.limit ?? 0))}`
    : '';
  const [rows, [{ total }]] = await Promise.all([
    query<MediaOwnerRow>(
      `${SELECT_MEDIA_OWNERS}
        where v.id in (select v.id from vendors v where ${where} order by ${order}${window})
        order by ${order}`,
      p.values,
    ),
    query<{ total: number }>(`select count(*)::int as total from vendors v where ${where}`, countValues),
  ]);
  return { proper_vendors: rows.map(presentMediaOwner), total_count: total };
}
