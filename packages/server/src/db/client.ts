import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';
import { compile, type Query } from './sql.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A module's statement (`queries.ts`, decision 0038), outside any transaction. */
  query: QueryFn;
  /**
   * Raw SQL in one transaction: committed when `work` resolves, rolled back when it throws.
   * `background`: long work in many short transactions (an import). On PGlite, whose one connection
   * serves one call at a time, such a transaction lets the server's other calls go first (for up to
   * as long as its previous one took, so it keeps half the database), so that a request with several
   * queries waits behind at most one of them,
   * not one per query. On PostgreSQL it changes nothing: nobody waits for another connection.
   */
  transaction<T>(
    work: (query: QueryFn, copy: CopyFn) => Promise<T>,
    options?: { background?: boolean },
  ): Promise<T>;
  /**
   * Runs `work` while holding the database-wide startup lock (a PostgreSQL advisory lock), so that
   * processes started together migrate and load reference data one after the other, never at once.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as a tarball, which `openDatabase({ startFrom })` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Runs a statement and answers its rows. */
export interface QueryFn {
  <Row>(statement: Query<Row>): Promise<Row[]>;
  /** Text with numbered parameters: the tests' and benchmarks' own statements (db/sql.test.ts refuses it in src/ and seed/). */
  <T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}
/** `name`: run as a prepared statement of that name (PostgreSQL; PGlite runs the text). */
type TextQueryFn = (text: string, params?: unknown[], name?: string) => Promise<unknown[]>;

/** The one door of both engines: a `Query` is compiled to text and parameters, then sent. */
const door =
  (send: TextQueryFn): QueryFn =>
  (statement: Query<unknown> | string, params?: unknown[]) => {
    if (typeof statement === 'string') return send(statement, params) as never;
    const compiled = compile(statement);
    return send(compiled.text, compiled.params, compiled.name) as never;
  };
/**
 * `COPY table (columns) FROM STDIN` with rows in COPY's text format (tab-separated, `\N` for null):
 * the fastest way in for many rows, as the server parses them while they arrive (decision 0014).
 */
export type CopyFn = (table: string, columns: readonly string[], text: Buffer | string) => Promise<void>;

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source}`;

const migrationsFolder = migrationsDir;
/**
 * How long a background transaction on PGlite lets other calls go first, at most: as long as the
 * previous background one took (so under constant traffic the import still gets half of the
 * database), within these bounds.
 */
const BACKGROUND_YIELD_MS = { min: 5, max: 200 };
/** Any fixed number: the advisory lock that every Plano process takes for its start-up work. */
const STARTUP_LOCK_KEY = 804_113_021;

/**
 * PGlite under DATA_DIR by default (`memory://` for tests); a PostgreSQL server when a URL is given.
 * `startFrom`: a PGlite dump (`Database.dump`) the new database starts as (the tests' seeded template).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  startFrom?: Blob;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  const dataDir = options.dataDir ?? 'memory://';
  const location = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  const client = await PGlite.create(location, {
    extensions: { btree_gist, cube, earthdistance, pg_trgm, unaccent },
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
  });
  /** Calls of the server (not background ones) asked of PGlite and not yet answered. */
  let pending = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    pending++;
    try {
      return await work();
    } finally {
      pending--;
    }
  };
  /** How long the last background transaction took. */
  let backgroundMs = 0;
  const afterOthers = async () => {
    // One turn of the event loop first: a request between two of its queries asks the next one now.
    await nextTurn();
    const { min, max } = BACKGROUND_YIELD_MS;
    const until = performance.now() + Math.min(max, Math.max(min, backgroundMs));
    while (pending > 0 && performance.now() < until) await delay(1);
  };
  // Every call through the client is counted, drizzle's included; background work uses the originals.
  const background = { transaction: client.transaction.bind(client) };
  const own = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = own[name].bind(client);
    own[name] = (...args) => counted(() => original(...args));
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    query: door(async (text, params) => (await client.query(text, params)).rows),
    transaction: async <T>(
      work: (query: QueryFn, copy: CopyFn) => Promise<T>,
      options?: { background?: boolean },
    ) => {
      const inTransaction = (tx: Transaction) =>
        work(
          door(async (text, params) => (await tx.query(text, params)).rows),
          // PGlite has no socket to stream into: COPY reads the rows from a Blob it is handed.
          async (table, columns, text) => {
            const blob = new Blob([typeof text === 'string' ? text : Uint8Array.from(text)]);
            await tx.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob });
          },
        );
      if (!options?.background) return client.transaction(inTransaction);
      await afterOthers();
      const started = performance.now();
      try {
        return await background.transaction(inTransaction);
      } finally {
        backgroundMs = performance.now() - started;
      }
    },
    // One process owns a PGlite folder, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // No JIT: the map's and the grid's big reads are planned as costly, and compiling them took 60–180 ms
  // of each answer for nothing (they run once per pan; decision 0032).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server closes (a restart, an administrator, a dropped test database) is
  // discarded by the pool, which then emits its error: unheard, that error would end the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message})`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const withStartupLock = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
  await withStartupLock(() => migratePg(db as never, { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    query: door(async (text, values, name) => (await pool.query({ text, values, name })).rows),
    transaction: async (work) => {
      const connection = await pool.connect();
      let broken = false;
      try {
        await connection.query('begin');
        const result = await work(
          door(async (text, values, name) => (await connection.query({ text, values, name })).rows),
          (table, columns, text) =>
            pipeline(
              Readable.from([text]),
              connection.query(copyFrom(copyStatement(table, columns, 'stdin'))),
            ),
        );
        await connection.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded, and the work's own error is the one told.
        await connection.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    withStartupLock,
    close: () => pool.end(),
  };
}

/**
 * Holds the startup lock on a connection of its own while `work` runs on the pool. The lock is the
 * session's: if this process dies mid-way, PostgreSQL drops the connection and the lock with it.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      // A connection that cannot unlock is destroyed, which unlocks too.
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {
        broken = true;
      });
    }
  } finally {
    holder.release(broken);
  }
}
