// The deployment recipe, checked end to end on a clean clone of this checkout's HEAD, in a folder with
// nothing beside it (no ../shared): npm ci, npm run build, npm prune --omit=dev, then
// `npm run start:prod` must come up on the embedded database with the demo data, serve the app, the
// reference data and the map files, stop cleanly on SIGTERM, and `npm run admin` must work too.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = mkdtempSync(path.join(tmpdir(), 'plano-deploy-'));
const clone = path.join(folder, 'plano');
const dataDir = path.join(folder, 'data');
// Only what a real host would have: none of the test run's settings (GEODATA_DIR, DATABASE_URL…).
/** Process groups started here, killed whatever happens so no server outlives the check. */
const groups = new Set();
const baseEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  npm_config_cache: process.env.npm_config_cache,
};

function step(title, command, args) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  execFileSync(command, args, { cwd: clone, stdio: 'inherit', env: baseEnv });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function check(condition, message) {
  if (!condition) throw new Error(`check-deploy: ${message}`);
  console.log(`  ✓ ${message}`);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run start:prod` in its own process group, so SIGTERM reaches npm and the server alike. */
async function startProd(extraEnv = {}) {
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['run', 'start:prod'], {
    cwd: clone,
    env: {
      ...baseEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_SITES: '300',
      ...extraEnv,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.add(child.pid);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`start:prod never became ready:\n${output}`);
    await delay(250);
  }
  return {
    url,
    async stop() {
      // SIGTERM to the server itself, as an orchestrator sends it; npm then ends with the server's code.
      const [serverPid] = execFileSync('pgrep', ['-g', String(child.pid), '-f', '^node dist/main.js'], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n');
      process.kill(Number(serverPid), 'SIGTERM');
      const code = await exited;
      check(code === 0, `SIGTERM: the server stopped cleanly (exit code ${code})`);
    },
  };
}

const post = async (url, route, body, token) => {
  const res = await fetch(`${url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

try {
  const started = Date.now();
  console.log(`Cloning ${repo} (HEAD) into ${clone}`);
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, clone], { stdio: 'inherit' });
  check(!existsSync(path.join(folder, 'shared')), 'nothing beside the clone (no ../shared)');
  step('install', 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  step('build', 'npm', ['run', 'build']);
  step('production dependencies only', 'npm', [
    'prune',
    '--omit=dev',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
  check(!existsSync(path.join(clone, 'node_modules/tsx')), 'devDependencies are gone (no tsx, no vite)');

  console.log('\n▶ npm run start:prod (embedded database, demo data by default)');
  let server = await startProd();
  const signin = await post(server.url, '/signin', { email: 'admin@plano.test', password: 'plano-demo' });
  check(signin.status === 200, 'the demo administrator signs in');
  const token = signin.body.token;
  const places = await post(server.url, '/fetch_distinct_city_states', {}, token);
  check(places.status === 200, 'regions and communes answer from the database');
  const zones = await post(server.url, '/fetch_district_zones', {}, token);
  check(
    zones.status === 200 && zones.body.districts?.length > 500,
    'the India zone map reads its bundled files',
  );
  const regions = await fetch(`${server.url}/geodata/chile-regions.json`);
  check(regions.status === 200, 'the map geometry is served from the repository');
  const page = await fetch(`${server.url}/`);
  check(page.status === 200 && (await page.text()).includes('<div id="root">'), 'the web app is served');
  await server.stop();

  console.log('\n▶ npm run admin (a second administrator), then start:prod again');
  execFileSync(
    'npm',
    ['run', 'admin', '--', '--email', 'ops@example.com', '--password', 'a-long-admin-password'],
    {
      cwd: clone,
      stdio: 'inherit',
      env: { ...baseEnv, DATA_DIR: dataDir },
    },
  );
  server = await startProd();
  const ops = await post(server.url, '/signin', {
    email: 'ops@example.com',
    password: 'a-long-admin-password',
  });
  check(ops.status === 200, 'the administrator made by npm run admin signs in');
  await server.stop();
  console.log(`\ncheck-deploy passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
