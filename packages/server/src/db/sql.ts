import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { InferSelectModel } from 'drizzle-orm/table';

export { type SQL, sql };

/**
 * A statement and the rows it answers: what a module's `queries.ts` builds and the database runs
 * (decision 0038). Written with drizzle's `sql` template, so every value is a parameter and nobody
 * numbers placeholders by hand; the row type is derived from the schema where the columns are a
 * table's (`RowOf`), so a renamed or retyped column is a type error where its rows are read.
 */
export interface Query<Row> {
  readonly statement: SQL;
  /** Never set: carries the row type from the builder to the caller. */
  readonly row?: Row;
  /** Kept prepared on each PostgreSQL connection (see `prepared`). */
  readonly prepared?: true;
}

/** `Row` is what one row of the answer holds; `void` for a statement whose rows nobody reads. */
export const query = <Row = void>(statement: SQL): Query<Row> => ({ statement });

/**
 * A statement PostgreSQL parses and plans once per connection, then runs by name: for the key
 * lookups every call makes (the caller's session, a campaign's scope), whose plan never depends on
 * the values. Parsing and planning were half of such a lookup (306 → 133 µs, measured). Not for a
 * query whose best plan changes with its values (a map view, a search): a prepared statement may
 * settle on one generic plan. PGlite runs it as any other statement.
 */
export const prepared = <Row = void>(statement: SQL): Query<Row> => ({ statement, prepared: true });

/** A table's row as the database answers it: keys are the column names (snake_case), not drizzle's. */
export type RowOf<Table extends PgTable> = InferSelectModel<Table, { dbColumnNames: true }>;

const dialect = new PgDialect();

/**
 * The text and the positional parameters of a statement, as the drivers take them, and the name a
 * prepared statement runs under: one per text, as PostgreSQL wants (a name bound to another text fails).
 */
export function compile(statement: Query<unknown> | SQL): { text: string; params: unknown[]; name?: string } {
  const isQuery = 'statement' in statement;
  const { sql: text, params } = dialect.sqlToQuery(isQuery ? statement.statement : statement);
  if (!isQuery || !statement.prepared) return { text, params };
  return { text, params, name: preparedName(text) };
}

/** Named once per text, not hashed again on every call: the few prepared texts run on every request. */
const preparedNames = new Map<string, string>();
function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (!name) {
    name = `plano_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * An array as one parameter (`= any(${asArray(ids)})`): drizzle's template spreads a bare array into a
 * list of parameters, `($1, $2, …)`, which is what `in (…)` wants and `any()` does not.
 */
export const asArray = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;
