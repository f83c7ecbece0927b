import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asArray, compile, query, sql } from './sql.ts';

describe('the query door (decision 0038)', () => {
  it('numbers every value as a parameter, and an array as one only through asArray', () => {
    const ids = [1, 2, 3];
    expect(compile(query(sql`select 1 where id = ${7} and code = ${"o'hara"}`))).toEqual({
      text: 'select 1 where id = $1 and code = $2',
      params: [7, "o'hara"],
    });
    expect(compile(sql`id in ${ids}`)).toEqual({ text: 'id in ($1, $2, $3)', params: [1, 2, 3] });
    expect(compile(sql`id = any(${asArray(ids)}::bigint[])`)).toEqual({
      text: 'id = any($1::bigint[])',
      params: [[1, 2, 3]],
    });
  });

  it('composes fragments, numbering their values in order', () => {
    const scope = sql`s.state = ${'Valparaíso'}`;
    expect(compile(sql`select ${5} from sites s where ${scope} and s.price > ${100}`)).toEqual({
      text: 'select $1 from sites s where s.state = $2 and s.price > $3',
      params: [5, 'Valparaíso', 100],
    });
  });

  it('is the only way the product sends SQL: no statement written as text outside db/client.ts', () => {
    const source = path.resolve(import.meta.dirname, '..');
    const files = (readdirSync(source, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== path.join('db', 'client.ts'),
    );
    // `query(` or `query<Row>(` followed by a string: the text form, which skips the door's checks.
    const textStatement = /\bquery(?:<[^>()]*>)?\(\s*[`'"]/;
    const offenders = files.filter((file) =>
      textStatement.test(readFileSync(path.join(source, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
