import { launchChromium } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';

const server = await startServer(20);
const browser = await launchChromium();
const signin = await fetch(`${server.url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'viewer@plano.test', password: 'plano-demo' }) });
const session = await signin.json();
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  await context.addInitScript((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v as string); }, { token: session.token, user: JSON.stringify(session.user) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto('/admin/covid_map', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="india-map"] path[data-district-id]').length >= 593, null, { polling: 'raf' });
  const total = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [r.name.replace(location.origin, ''), Math.round(r.startTime), Math.round(r.responseEnd)]));
  const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return [Math.round(n.responseEnd), Math.round(n.domContentLoadedEventEnd)]; });
  console.log('RUN', run, 'total', total, 'nav', nav);
  if (run === 2) {
    for (const e of entries) console.log('  ', e);
    // self time by url and by function
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
    const byUrl = new Map<string, number>(); const byFn = new Map<string, number>();
    for (const [id, us] of self) { const n = byId.get(id)!; const u = n.callFrame.url.replace(server.url, '') || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us); const f = `${n.callFrame.functionName}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; byFn.set(f, (byFn.get(f) ?? 0) + us); }
    console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
    console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
  }
  await context.close();
}
await browser.close();
await server.close();
