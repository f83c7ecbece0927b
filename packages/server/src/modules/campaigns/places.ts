import { formatMessage } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { unknownPlaces } from './queries.ts';

/**
 * States must be Chilean regions and cities communes of those states (or 'All'); the schema only
 * knows they are non-empty lists, the geo tables know which names exist. `prefix` is 'data.' for
 * /update_campaign so the failing fields are named as the body names them.
 */
export async function checkPlaces(
  database: Database,
  place: { states: string[]; cities: string[] },
  prefix = '',
): Promise<void> {
  const [row] = await database.query(unknownPlaces(place));
  const fields: Record<string, string> = {};
  if (row.bad_states.length > 0)
    fields[`${prefix}states`] = formatMessage('invalidOption', { field: 'States' });
  if (row.bad_cities.length > 0)
    fields[`${prefix}cities`] = formatMessage('invalidOption', { field: 'Cities' });
  if (Object.keys(fields).length > 0) throw badRequest([...Object.values(fields)].join('; '), fields);
}
