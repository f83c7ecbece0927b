import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/index.ts';
import { registerErrorHandling } from './errors.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 10 });
});
afterAll(() => ctx.close());

const post = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url: '/api/signin', headers: { 'content-type': contentType }, payload });

describe('bad input never reaches a handler and never gets a stack trace', () => {
  it('malformed JSON → 400', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'Request body is not valid JSON' } });
  });

  it('an empty body → 400', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('another content type → 415', async () => {
    const res = await post('email=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
  });

  it('an oversized body → 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(6 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('a long list of bad entries → 400 naming the first 50, not every one', async () => {
    const token = await ctx.tokenOf('planner@plano.test');
    const ids = Array.from({ length: 20_000 }, (_, i) => String(i + 1));
    const res = await ctx.call('/plan_audience', { campId: crypto.randomUUID(), inv_ids: ids }, token);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('bad_request');
    expect(Object.keys(error.fields)).toEqual(Array.from({ length: 50 }, (_, i) => `inv_ids.${i}`));
    expect(error.message).toBe(error.fields['inv_ids.0']);
    expect(res.body.length).toBeLessThan(10_000);
  });

  it('an unknown call → 404 in the same shape', async () => {
    const res = await ctx.call('/no_such_call', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/signin', '/api/fetch_all_policies']),
    );
  });
});

describe('a client that leaves before its answer ends', () => {
  it('is logged as information, not as an unhandled error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    registerErrorHandling(app);
    app.get('/download', (_request, reply) => {
      // What a compressed stream reports when the socket under it closes before the first byte.
      const body = new PassThrough();
      setImmediate(() =>
        body.destroy(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
      );
      return reply.send(body);
    });
    await app.inject({ method: 'GET', url: '/download' }).catch(() => undefined);
    await app.close();
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain(
      'the client closed the connection before the answer ended',
    );
  });
});
