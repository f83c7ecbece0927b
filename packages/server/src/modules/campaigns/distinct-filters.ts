import type { DistinctFiltersBody } from '@plano/core';
import type { Database } from '../../db/client.ts';

type Field = DistinctFiltersBody['fields'][number];
type FieldName = Exclude<Field, object>;

/**
 * A field in either shape: a name, `{name}`, or SPEC §7's `{type, val}`. Only `{type: 'original'}`
 * ignores the state filter (the whole list); the other forms are narrowed by `query` when it is sent.
 */
function readField(field: Field): { name: FieldName; narrowed: boolean } {
  if (typeof field === 'string') return { name: field, narrowed: true };
  if ('type' in field) return { name: field.val, narrowed: field.type === 'dependent' };
  return { name: field.name, narrowed: true };
}

/**
 * Option lists for the campaign form: states and cities come from the Chilean regions and communes
 * (narrowed by the chosen states), media types, formats and lighting from the sites enabled for planning.
 */
export async function distinctFilters(
  database: Database,
  body: DistinctFiltersBody,
): Promise<Record<string, string[]>> {
  const states = body.query?.state?.$in;
  const wanted = new Map<FieldName, boolean>();
  // Asked twice, once of each kind: the narrowed list is the one the caller is choosing from.
  for (const { name, narrowed } of body.fields.map(readField)) {
    wanted.set(name, (wanted.get(name) ?? false) || narrowed);
  }
  const result: Record<string, string[]> = {};
  for (const [name, narrowed] of wanted) {
    result[name] = await distinctValues(database, name, narrowed ? states : undefined);
  }
  return result;
}

async function distinctValues(database: Database, name: FieldName, states?: string[]): Promise<string[]> {
  const stateFilter = states && states.length > 0;
  if (name === 'state') {
    const rows = await database.query<{ v: string }>('select name as v from regions order by code');
    return rows.map((r) => r.v);
  }
  if (name === 'city') {
    const rows = await database.query<{ v: string }>(
      `select distinct c.name as v from communes c join regions r on r.code = c.region_code
        ${stateFilter ? 'where r.name = any($1::text[])' : ''} order by 1`,
      stateFilter ? [states] : [],
    );
    return rows.map((r) => r.v);
  }
  // Column names come from this fixed map, never from the request.
  const column = ({ media_type: 'media_type', format: 'format', lighting: 'lighting' } as const)[name];
  const rows = await database.query<{ v: string }>(
    `select distinct ${column} as v from sites where planning_enabled
      ${stateFilter ? 'and state = any($1::text[])' : ''} order by 1`,
    stateFilter ? [states] : [],
  );
  return rows.map((r) => r.v);
}
