// Issue 23, finding 7: the API's description was public in production. It is served only with
// API_DOCS, whose default follows DEMO_DATA's: on for the embedded database, off with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loadConfig, type TestContext } from '../../../test/index.ts';

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui.css'];
const configWith = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/plano-test-data`, ...env });

describe('API_DOCS', () => {
  it('is on for the embedded database, off for a PostgreSQL server, as set when set', () => {
    expect(configWith({}).API_DOCS).toBe(true);
    expect(configWith({ DATABASE_URL: 'postgres://db.example/plano' }).API_DOCS).toBe(false);
    expect(configWith({ DATABASE_URL: 'postgres://db.example/plano', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(configWith({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => configWith({ API_DOCS: 'yes' })).toThrow(/API_DOCS must be true or false/);
  });
});

describe.each([
  { docs: 'false', status: 404 },
  { docs: 'true', status: 200 },
])('with API_DOCS=$docs', ({ docs, status }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ sites: 10, env: { API_DOCS: docs } });
  });
  afterAll(() => ctx.close());

  it(`answers ${status} for the document and its viewer, to anyone`, async () => {
    for (const url of DOCS) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      if (status === 404) expect(res.json().error.code).toBe('not_found');
    }
    if (status === 200) {
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(document.paths)).toContain('/api/signin');
    }
  });

  it('leaves the API itself as it was', async () => {
    const res = await ctx.call('/fetch_all_policies', {});
    expect(res.statusCode).toBe(401);
  });
});
