import type { DistinctFiltersBody } from '@plano/core';
import type { Database } from '../../db/client.ts';

type Field = DistinctFiltersBody['fields'][number];
type FieldName = Exclude<Field, object>;
const fieldName = (field: Field): FieldName => (typeof field === 'string' ? field : field.name);

/**
 * Option lists for the campaign form: states and cities come from the Chilean regions and communes
 * (narrowed by the chosen states), media types, formats and lighting from the sites enabled for planning.
 */
export async function distinctFilters(
  database: Database,
  body: DistinctFiltersBody,
): Promise<Record<string, string[]>> {
  const states = body.query?.state?.$in;
  const result: Record<string, string[]> = {};
  for (const name of new Set(body.fields.map(fieldName))) {
    result[name] = await distinctValues(database, name, states);
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
