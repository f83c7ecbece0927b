// Issue 23, finding 5: opening an approval link wrote its whole token into the server log at info.
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';
import { buildApp, loadConfig } from '../../../test/index.ts';
import type { Database } from '../../db/client.ts';
import { REDACTED, redactedUrl } from './log-redaction.ts';

const USER = '0b6f6f0e-7a53-4a43-9a34-2f1f5d6a1c11';
const CAMPAIGN = '6c1d2f0a-54e3-4b8e-8a0f-0f4e3d2c1b10';
/** Secrets as they travel: an approval link's JWT, a session token, a cookie, signatures. */
const SECRETS = {
  approval:
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvd25lciIsInR5cCI6ImFwcHJvdmFsIn0.c2lnbmF0dXJlLW9mLWxpbmstMTIzNDU2',
  session: 'session-token-abcdef0123456789',
  cookie: 'cookie-value-0123456789abcdef',
  fileSig: 'file-signature-0123456789abcdef',
  deck: `${CAMPAIGN}.1999999999.${'d'.repeat(43)}`,
  password: 'password-in-a-url-0123456789',
};

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(process.env.TMPDIR ?? '/tmp', 'plano-test-data'),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    GEODATA_DIR: process.env.GEODATA_DIR,
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(config, database, { logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the server log', () => {
  it('never holds a URL’s token or signature, nor the Authorization and Cookie headers', async () => {
    const approvalPage = `/open/approve_inventory/${USER}/${CAMPAIGN}`;
    await app.inject({ method: 'GET', url: `${approvalPage}?token=${SECRETS.approval}&lng=es` });
    await app.inject({
      method: 'POST',
      url: '/api/fetch_user_details',
      headers: { authorization: `Bearer ${SECRETS.session}`, cookie: `sid=${SECRETS.cookie}` },
      payload: {},
    });
    await app.inject({
      method: 'GET',
      url: `/files/site_maps/a.png?expires=1999999999&sig=${SECRETS.fileSig}`,
    });
    await app.inject({ method: 'GET', url: `/api/decks/${SECRETS.deck}` });
    // Whatever else a log call might be handed.
    app.log.info(
      { headers: { authorization: `Bearer ${SECRETS.session}`, cookie: SECRETS.cookie } },
      'headers',
    );
    app.log.info({ job: { url: `https://example.test/x?password=${SECRETS.password}` } }, 'a url');

    const text = logText();
    for (const [name, secret] of Object.entries(SECRETS)) expect(text, name).not.toContain(secret);
    for (const line of lines) JSON.parse(line);
    // The lines still say what was called.
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${approvalPage}?token=${REDACTED}&lng=es`,
        '/api/fetch_user_details',
        `/files/site_maps/a.png?expires=1999999999&sig=${REDACTED}`,
        `/api/decks/${REDACTED}`,
      ]),
    );
    expect(text).toContain(`password=${REDACTED}`);
    expect(lines.filter((line) => line.includes('request completed')).length).toBeGreaterThanOrEqual(4);
  });
});

describe('redactedUrl', () => {
  it('replaces credential-named parameters, keeps the rest as it came', () => {
    expect(redactedUrl('/a?x=1&Token=t&access_token=u&X-Amz-Signature=s&api%5Fkey=k&q=sig')).toBe(
      `/a?x=1&Token=${REDACTED}&access_token=${REDACTED}&X-Amz-Signature=${REDACTED}&api%5Fkey=${REDACTED}&q=sig`,
    );
    expect(redactedUrl('/a?t=eyJhbGciOi.eyJzdWIiOi.abc&page=2')).toBe(`/a?t=${REDACTED}&page=2`);
    expect(redactedUrl('/a/b?c=d')).toBe('/a/b?c=d');
    expect(redactedUrl('/api/decks/abc.1.xyz', { token: 'abc.1.xyz' })).toBe(`/api/decks/${REDACTED}`);
  });
});
