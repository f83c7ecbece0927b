import type { DistinctFiltersBody } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { communeNames, regionNames, siteColumnValues } from './queries.ts';

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
  const within = states && states.length > 0 ? states : undefined;
  const statement =
    name === 'state'
      ? regionNames()
      : name === 'city'
        ? communeNames(within)
        : siteColumnValues(name, within);
  return (await database.query(statement)).map((r) => r.v);
}
