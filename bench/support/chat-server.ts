import { buildApp, createTokenService, startSession } from '@plano/server/testing';
import { seededDatabase } from './seeded-database.ts';

/**
 * The Plano server for bench/chat.ts, in its own process so that its memory is measured apart from
 * the 500 client sockets. It adds `count` members to the demo agency (they may all talk to each
 * other), answers their session tokens over IPC, then its memory whenever asked.
 */
const count = Number(process.argv[2] ?? 500);
const { config, database } = await seededDatabase(300);
const [planner] = await database.query<{ agency_id: string; role_id: string }>(
  'select agency_id, role_id from users where email = $1',
  ['planner@plano.test'],
);
const users = await database.query<{ id: string }>(
  `insert into users (name, email, password_hash, agency_id, role_id)
   select 'Bench ' || i, 'bench-' || i || '@bench.test', '-', $1, $2 from generate_series(1, $3::int) i
   on conflict do nothing returning id`,
  [planner.agency_id, planner.role_id, count],
);
const all = users.length
  ? users
  : await database.query<{ id: string }>(
      "select id from users where email like 'bench-%@bench.test' order by email limit $1",
      [count],
    );
const tokens = createTokenService(config.APP_SECRET);
const sessions = await Promise.all(
  all.map(async (u) => ({
    id: u.id,
    token: await tokens.signSession({ userId: u.id, sessionId: await startSession(database, u.id, 2) }, 2),
  })),
);
const app = await buildApp({ ...config, LOG_LEVEL: 'silent' }, database);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
global.gc?.();
process.send?.({ type: 'ready', url, users: sessions, memory: process.memoryUsage() });
process.on('message', async (message: { type: string }) => {
  if (message.type === 'memory') {
    global.gc?.();
    process.send?.({ type: 'memory', memory: process.memoryUsage() });
  }
  if (message.type === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
