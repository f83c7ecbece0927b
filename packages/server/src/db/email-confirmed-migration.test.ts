// Issue 23: accounts that exist when e-mail confirmation arrives keep mailing as they did.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';

const TAG = '0010_email_confirmation_and_abuse_limits';
const before = mkdtempSync(path.join(tmpdir(), 'plano-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe(`migration ${TAG}`, () => {
  it('sets email_confirmed_at for the users already there, and leaves new ones to their maker', async () => {
    // The migrations as they were before this one.
    cpSync(migrationsDir, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === TAG);
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalFile, JSON.stringify(journal));

    const client = await PGlite.create('memory://', {
      extensions: { btree_gist, cube, earthdistance, pg_trgm, unaccent },
    });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.query(
        "insert into users (name, email, password_hash) values ('Old', 'old@plano.test', 'x'), ('Older', 'older@plano.test', 'x')",
      );
      await migrate(db, { migrationsFolder: migrationsDir });
      const old = await client.query<{ confirmed: boolean }>(
        'select email_confirmed_at is not null as confirmed from users order by email',
      );
      expect(old.rows).toEqual([{ confirmed: true }, { confirmed: true }]);
      await client.query(
        "insert into users (name, email, password_hash) values ('New', 'new@plano.test', 'x')",
      );
      const fresh = await client.query("select email_confirmed_at from users where email = 'new@plano.test'");
      expect(fresh.rows).toEqual([{ email_confirmed_at: null }]);
    } finally {
      await client.close();
    }
  });
});
