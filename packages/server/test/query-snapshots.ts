import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { compile, type Query } from '../src/db/sql.ts';
import type { Actor } from '../src/modules/auth/index.ts';

/** One migrated, empty PGlite per test worker: EXPLAIN needs the tables, not their rows. */
let schemaOnly: Promise<Database> | undefined;
/** Statements EXPLAIN has no plan for: run instead, in a transaction rolled back. */
const UNPLANNABLE = /^\s*(lock|truncate|analyze|drop|set)\b/i;
const ROLLED_BACK = new Error('rolled back');

/**
 * A module's queries, each built from example arguments, checked two ways (decision 0038):
 * - their text and parameters against the module's checked-in `queries.sql`, so a query's change
 *   shows in review (`vitest -u` rewrites the file; CI refuses a stale one);
 * - `explain` of each on the migrated schema, so a misspelt or renamed column fails here, not when a
 *   user first reaches the query. Statements EXPLAIN has no plan for (lock, truncate, analyze,
 *   drop, set) are run instead, in a transaction that is rolled back.
 */
export async function checkQueries(
  snapshotFile: URL,
  examples: Record<string, Query<unknown>>,
): Promise<void> {
  schemaOnly ??= openDatabase({});
  const database = await schemaOnly;
  const sections: string[] = [];
  for (const [name, statement] of Object.entries(examples)) {
    const { text, params } = compile(statement);
    sections.push(`-- ${name}\n-- params: ${JSON.stringify(params)}\n${text.trim()};\n`);
    try {
      if (UNPLANNABLE.test(text)) await runAndRollBack(database, text, params);
      else await database.query(`explain ${text}`, params);
    } catch (error) {
      throw new Error(`query ${name} does not plan: ${(error as Error).message}\n${text}`);
    }
  }
  await expect(sections.join('\n')).toMatchFileSnapshot(fileURLToPath(snapshotFile));
}

async function runAndRollBack(database: Database, text: string, params: unknown[]): Promise<void> {
  try {
    await database.transaction(async (run) => {
      await run(text, params);
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

/** Fixed ids for the examples, so a snapshot changes only when a query does. */
export const EXAMPLE_ID = {
  agency: '00000000-0000-4000-8000-00000000000a',
  owner: '00000000-0000-4000-8000-00000000000b',
  user: '00000000-0000-4000-8000-00000000000c',
  other: '00000000-0000-4000-8000-00000000000d',
  campaign: '00000000-0000-4000-8000-00000000000e',
  role: '00000000-0000-4000-8000-00000000000f',
} as const;

/** A signed-in member of an agency with one shared user and no policy. */
export function exampleActor(overrides: Partial<Actor> = {}): Actor {
  return {
    id: EXAMPLE_ID.user,
    sessionId: 'example',
    name: 'Example',
    email: 'example@plano.test',
    agencyId: EXAMPLE_ID.agency,
    vendorId: null,
    roleId: EXAMPLE_ID.role,
    policies: [],
    sharedUsers: [EXAMPLE_ID.other],
    emailConfirmed: true,
    ...overrides,
  };
}
