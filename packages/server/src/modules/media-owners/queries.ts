import type { AddMediaOwnerBody, FetchMediaOwnersBody, MediaOwnerColumn } from '@plano/core';
import type { vendors } from '../../db/schema.ts';
import { asArray, query, type RowOf, type SQL, sql } from '../../db/sql.ts';
import { containing, folded, likeFolded, phoneHolds } from '../../db/text-search.ts';

type Body = NonNullable<FetchMediaOwnersBody>;

/** A row that only says something was found (`select 1`). */
type Found = { '?column?': number };

/** An owner as the table shows it, with its first login user. */
export type MediaOwnerRow = Pick<
  RowOf<typeof vendors>,
  'id' | 'name' | 'states' | 'aliases' | 'phone' | 'email' | 'country' | 'inv_uploaded' | 'inv_last_updated'
> & { user_id: string | null; user_name: string | null };

/**
 * One query for the whole table: each owner with its first login user (the link of the row),
 * found through `users_vendor_idx` per owner rather than a query per row.
 */
const SELECT_MEDIA_OWNERS = sql`
  select v.id, v.name, v.states, v.aliases, v.phone, v.email, v.country, v.inv_uploaded,
         v.inv_last_updated, u.id as user_id, u.name as user_name
    from vendors v
    left join lateral (
      select id, name from users where vendor_id = v.id order by created_at, id limit 1
    ) u on true`;

export const mediaOwnerById = (id: string) =>
  query<MediaOwnerRow>(sql`${SELECT_MEDIA_OWNERS} where v.id = ${id}`);

// The vendor table (list-media-owners.ts): filters and sort as SQL fragments on alias `v`.

/** Each column as the table shows it: lists joined by ", " (the same text the filter reads). */
const COLUMN_SQL: Record<MediaOwnerColumn, SQL> = {
  name: sql`v.name`,
  states: sql`array_to_string(v.states, ', ')`,
  aliases: sql`array_to_string(v.aliases, ', ')`,
  phone: sql`v.phone`,
  email: sql`v.email`,
  inv_uploaded: sql`v.inv_uploaded`,
  inv_last_updated: sql`v.inv_last_updated`,
};
const TEXT_COLUMNS = ['name', 'states', 'aliases', 'phone', 'email'] as const;

function whereOf(filters: Body['filters'] = {}): SQL {
  const where = [sql`true`];
  for (const column of TEXT_COLUMNS) {
    const text = filters[column];
    if (!text) continue;
    if (column === 'phone') {
      // A phone's spaces, dashes and brackets do not count: "+56 9 1234" finds +56912341234.
      where.push(phoneHolds(sql`v.phone`, text));
      continue;
    }
    // Case and accents ignored, like every search (decision 0019: plano_fold, migration 0011).
    where.push(sql`plano_fold(${COLUMN_SQL[column]}) like plano_fold(${containing(text)}) escape '\\'`);
  }
  if (filters.inv_uploaded) {
    where.push(
      sql`v.inv_uploaded = any(${asArray(filters.inv_uploaded.map((v) => v === 'yes'))}::boolean[])`,
    );
  }
  const { from, to } = filters.inv_last_updated ?? {};
  // Days as the table shows them (UTC dates); an owner never updated has no day to match.
  const updatedDay = sql`(v.inv_last_updated at time zone 'UTC')::date`;
  if (from) where.push(sql`${updatedDay} >= ${from}::date`);
  if (to) where.push(sql`${updatedDay} <= ${to}::date`);
  return sql.join(where, sql` and `);
}

function orderOf(sort: Body['sort']): SQL {
  // By name (lower(name) is vendors_name_idx), the id breaking ties so pages never overlap.
  const byName = sql`lower(v.name), v.id`;
  if (!sort) return byName;
  const column =
    sort.column === 'name' || TEXT_COLUMNS.includes(sort.column as never)
      ? sql`lower(${COLUMN_SQL[sort.column]})`
      : COLUMN_SQL[sort.column];
  const direction = sort.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  return sql`${column} ${direction}, ${byName}`;
}

/**
 * The owners that match the table's filters, in its order: the body's page of them when it names
 * one, else every match (SPEC's call, the CSV export). The page's ids are chosen first and only they
 * are joined to their first login user, so 10,000 owners cost one page.
 */
export function mediaOwnersOf(body: FetchMediaOwnersBody) {
  const order = orderOf(body?.sort);
  const window =
    body?.page !== undefined && body.limit !== undefined
      ? sql` limit ${body.limit} offset ${body.page * body.limit}`
      : sql``;
  return query<MediaOwnerRow>(sql`${SELECT_MEDIA_OWNERS}
        where v.id in (select v.id from vendors v where ${whereOf(body?.filters)} order by ${order}${window})
        order by ${order}`);
}

/** How many owners match the table's filters. */
export const mediaOwnersCount = (body: FetchMediaOwnersBody) =>
  query<{ total: number }>(sql`select count(*)::int as total from vendors v where ${whereOf(body?.filters)}`);

// Inventory Management's chooser (search-media-owners.ts).

/** Name or any alias holds the term, case and accents ignored ("metropolis" finds Metrópolis). */
const matches = (term: string) => sql`(
  ${likeFolded(folded('v.name'), term)}
  or exists (select 1 from unnest(v.aliases) a where ${likeFolded(folded('a'), term)})
)`;

/**
 * A page of owners whose name or alias holds `term` (a folded pattern), by name, each with its site
 * count. Only the page's owners are counted (through `sites_vendor_site_code_idx`).
 */
export const mediaOwnerChoices = (term: string, limit: number, page: number) =>
  query<Pick<RowOf<typeof vendors>, 'id' | 'name'> & { site_count: number }>(sql`select p.id, p.name,
      (select count(*)::int from sites s where s.vendor_id = p.id) as site_count
         from (select v.id, v.name from vendors v where ${matches(term)}
                order by lower(v.name), v.id limit ${limit} offset ${page * limit}) p
        order by lower(p.name), p.id`);

/** How many owners' name or alias holds `term` (a folded pattern). */
export const mediaOwnerChoicesCount = (term: string) =>
  query<{ total: number }>(sql`select count(*)::int as total from vendors v where ${matches(term)}`);

// Add Media Owner (add-media-owner.ts).

/** How many of `states` are no Chilean region. */
export const unknownStatesCount = (states: string[]) =>
  query<{ bad: number }>(sql`select count(*)::int as bad from unnest(${asArray(states)}::text[]) s
      where not exists (select 1 from regions r where r.name = s)`);

/** A row when the name or the e-mail is an owner's, or the e-mail a user's (case ignored). */
export const ownerNameOrEmailTaken = (name: string, email: string) =>
  query<Found>(sql`select 1 from vendors where lower(name) = lower(${name}) or lower(email) = lower(${email})
     union all select 1 from users where lower(email) = lower(${email}) limit 1`);

export const insertVendor = (body: AddMediaOwnerBody) =>
  query<Pick<RowOf<typeof vendors>, 'id'>>(sql`insert into vendors (name, states, phone, email, country)
         values (${body.name}, ${asArray(body.states)}, ${body.phone}, ${body.email.toLowerCase()}, ${body.country})
         returning id`);

/** The owner's first login user, named as the owner, its e-mail confirmed by the platform. */
export const insertOwnerUser = (
  body: AddMediaOwnerBody,
  user: { passwordHash: string; roleId: string; vendorId: string },
) =>
  query(sql`insert into users (name, email, password_hash, company, phone, country, role_id, vendor_id,
                            email_confirmed_at)
         values (${body.name}, ${body.email.toLowerCase()}, ${user.passwordHash}, ${body.name}, ${body.phone},
                 ${body.country}, ${user.roleId}, ${user.vendorId}, now())`);

// Edit Media Owner (edit-media-owner.ts).

export const setVendorPhone = (id: string, phone: string) =>
  query<{ id: string }>(sql`update vendors set phone = ${phone} where id = ${id} returning id`);

/** The owner's row, locked until the transaction ends. */
export const lockVendor = (id: string) =>
  query<Found>(sql`select 1 from vendors where id = ${id} for update`);

/** A row when another owner has the e-mail (case ignored). */
export const vendorEmailTakenByOther = (email: string, id: string) =>
  query<Found>(sql`select 1 from vendors where lower(email) = lower(${email}) and id <> ${id}`);

export const setVendorEmail = (id: string, email: string) =>
  query(sql`update vendors set email = ${email} where id = ${id}`);
