import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import type { Database } from './client.ts';
import { compile, prepared, query, sql } from './sql.ts';

const numberOf = (wanted: number) =>
  prepared<{ n: number }>(sql`select n from generate_series(1, 5) n where n = ${wanted}::int`);

let database: Database & { engine: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a prepared statement (the key lookups of every call)', () => {
  it('is named by its text: the same text one name, another text another, a plain query none', () => {
    const first = compile(numberOf(1));
    expect(first.name).toMatch(/^plano_[0-9a-f]{20}$/);
    expect(compile(numberOf(2)).name).toBe(first.name);
    expect(compile(prepared(sql`select ${1}::int as n`)).name).not.toBe(first.name);
    expect(
      compile(query(sql`select n from generate_series(1, 5) n where n = ${1}::int`)).name,
    ).toBeUndefined();
  });

  it('answers each call for its own values, again and again, on both engines', async () => {
    for (let i = 1; i <= 7; i++) {
      expect(await database.query(numberOf(i))).toEqual(i <= 5 ? [{ n: i }] : []);
    }
  });

  it('is kept prepared on the PostgreSQL connection that ran it', async () => {
    const held = await database.transaction(async (run) => {
      await run(numberOf(3));
      return run(
        query<{ name: string }>(sql`select name from pg_prepared_statements where name like 'plano_%'`),
      );
    });
    if (database.engine === 'postgres') expect(held).toEqual([{ name: compile(numberOf(3)).name }]);
    else expect(held).toEqual([]);
  });
});
