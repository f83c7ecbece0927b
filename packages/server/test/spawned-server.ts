import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { serverRoot } from '../src/paths.ts';

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `src/main.ts` in a process of its own, exactly as `npm start` runs it but from source (tsx), with
 * only the settings given: the environment of the test run is not passed on, so nothing leaks in.
 */
export async function spawnServer(settings: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plano-spawned-')),
      APP_SECRET: 'spawned-secret-spawned-secret-0123456789',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output, exited };
}

/** Polls `/readyz` until it answers 200; throws with the process's output if it ends or never does. */
export async function waitUntilReady(server: SpawnedServer, timeoutMs = 90_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !ended) {
    const status = await fetch(`${server.url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(200);
  }
  throw new Error(`the server never became ready${ended ? ' (it exited)' : ''}:\n${server.output()}`);
}
