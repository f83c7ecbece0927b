import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the fake answers next: a status with a JSON body, or 'hang' (never answers: a timeout). */
export type FakeAnswer = { status: number; body?: unknown } | 'hang';

/**
 * A local HTTP server playing an outside system in contract tests: it records every request as
 * received and answers from a script (then 200 {ok: true} once the script runs out).
 */
export interface FakeService {
  url: string;
  requests: SeenRequest[];
  script(...answers: FakeAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeService(): Promise<FakeService> {
  const requests: SeenRequest[] = [];
  let answers: FakeAnswer[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = answers.shift() ?? { status: 200, body: { ok: true } };
      if (answer === 'hang') {
        const end = () => res.destroy();
        hanging.add(end);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...next) => {
      answers = next;
    },
    reset: () => {
      requests.length = 0;
      answers = [];
    },
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
