import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { percentile } from './support/stats.ts';

/**
 * 500 connected sockets exchanging chat messages (issue 13): the time from sending to delivery on
 * the receiver (p50/p95/p99) and the server's memory per connection. The server runs in a child
 * process; each message is stored in the database before it is delivered, as in production.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const ROUNDS = 3;
const MB = 1024 * 1024;

interface Ready {
  type: 'ready';
  url: string;
  users: { id: string; token: string }[];
  memory: NodeJS.MemoryUsage;
}
const here = path.dirname(fileURLToPath(import.meta.url));
const server = fork(path.join(here, 'support', 'chat-server.ts'), [String(SOCKETS)], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
});
const nextMessage = <T>(type: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      server.off('message', listener);
      resolve(message as T);
    };
    server.on('message', listener);
  });
const memory = async () => {
  server.send({ type: 'memory' });
  return (await nextMessage<{ memory: NodeJS.MemoryUsage }>('memory')).memory;
};

const ready = await nextMessage<Ready>('ready');
const before = await memory();
const connectStart = performance.now();
const sockets: Socket[] = [];
for (let i = 0; i < ready.users.length; i += 50) {
  const batch = ready.users.slice(i, i + 50).map(
    (user) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(ready.url, {
          auth: { token: user.token },
          transports: ['websocket'],
          reconnection: false,
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
  );
  sockets.push(...(await Promise.all(batch)));
}
const connectMs = performance.now() - connectStart;
const after = await memory();

/** Receiver-side delivery times of one phase; the sender's own echo is not counted. */
const sentAt = new Map<string, number>();
let latencies: number[] = [];
sockets.forEach((socket, i) => {
  const self = ready.users[i].id;
  socket.on('message', (message: { message: { text: string }; to: string }) => {
    const started = sentAt.get(message.message.text);
    if (started !== undefined && message.to === self) latencies.push(performance.now() - started);
  });
});

let failed = 0;
async function sendOne(i: number, text: string): Promise<void> {
  const to = ready.users[(i + 1) % sockets.length].id;
  sentAt.set(text, performance.now());
  const answer = await sockets[i]
    .timeout(30_000)
    .emitWithAck('message', { to, message: { type: 'text', text } });
  if (!answer.ok) failed++;
}
async function settle(expected: number): Promise<void> {
  const start = performance.now();
  while (latencies.length + failed < expected && performance.now() - start < 60_000) {
    await new Promise((r) => setTimeout(r, 20));
  }
}
const round1 = (n: number) => n.toFixed(1);
function report(label: string, seconds: number, expected: number): void {
  const p = (n: number) => round1(percentile(latencies, n));
  console.log(
    `  ${label}: p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms — ${latencies.length}/${expected} delivered, ${failed} refused, ${Math.round(expected / seconds)} messages/s`,
  );
}

console.log(
  `chat load: ${sockets.length} sockets on one server process (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
);
console.log(`  connect all: ${(connectMs / 1000).toFixed(2)} s`);
console.log(
  `  server memory: rss ${round1(before.rss / MB)} → ${round1(after.rss / MB)} MB, heap ${round1(before.heapUsed / MB)} → ${round1(after.heapUsed / MB)} MB`,
);
console.log(
  `  per connection: ${round1((after.rss - before.rss) / 1024 / sockets.length)} KB rss, ${round1((after.heapUsed - before.heapUsed) / 1024 / sockets.length)} KB heap`,
);

// Paced: every socket sends once, spread over 5 s (100 messages/s) — a busy working day.
const pacedStart = performance.now();
const paced: Promise<void>[] = [];
for (let i = 0; i < sockets.length; i++) {
  paced.push(sendOne(i, `paced-${i}`));
  await new Promise((r) => setTimeout(r, 5000 / sockets.length));
}
await Promise.all(paced);
await settle(sockets.length);
report(`paced, ${sockets.length} messages over 5 s`, (performance.now() - pacedStart) / 1000, sockets.length);

// Burst: every socket sends at the same instant, ROUNDS times — the worst case.
latencies = [];
failed = 0;
const burstStart = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  await Promise.all(sockets.map((_, i) => sendOne(i, `burst-${round}-${i}`)));
}
await settle(sockets.length * ROUNDS);
report(
  `burst, ${ROUNDS} × ${sockets.length} at once`,
  (performance.now() - burstStart) / 1000,
  sockets.length * ROUNDS,
);

for (const socket of sockets) socket.close();
server.send({ type: 'stop' });
