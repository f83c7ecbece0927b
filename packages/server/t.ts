import { DEFAULT_TARGET_AUDIENCE } from '@plano/core';
import { openDatabase } from './src/db/client.ts';
import { bundledGeodataDir } from './src/paths.ts';
import { audienceGrid, spreadSite } from './src/modules/audience/model.ts';
import { planFigures } from './src/modules/audience/monte-carlo.ts';
import { optimizePlan } from './src/modules/audience/optimizer.ts';
import { sitesByIds, sitesInScope } from './src/modules/audience/site-inputs.ts';
import { SqlParams } from './src/modules/planning/sql-params.ts';
import { censusZones } from './src/modules/audience/zones.ts';
const db = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/bench1m' });
const zones = censusZones(bundledGeodataDir);
const aud = DEFAULT_TARGET_AUDIENCE;
let t = performance.now();
const lap = (m: string) => { const n = performance.now(); console.log(m, (n - t).toFixed(0), 'ms'); t = n; };
const grid = audienceGrid(zones, aud, { regions: ['Región Metropolitana de Santiago'], communes: null }); lap('grid');
const ids = (await db.query<{ id: number }>("select id::float8 as id from sites where planning_enabled and state = 'Región Metropolitana de Santiago' order by id limit 200")).map(r => r.id);
lap('ids');
for (let r = 0; r < 3; r++) {
const sites = await sitesByIds(db.query, aud, ids, 0.3); lap('sql 200');
const spread = sites.map(s => spreadSite(grid, s)); lap('spread');
planFigures(grid, spread, 4); lap('mc');
}
const p = new SqlParams();
const where = `s.planning_enabled and s.state = ${p.add('Región de Valparaíso')}`;
const cands = await sitesInScope(db.query, aud, p, where, 5e8, 0.3); lap(`sql ${cands.length}`);
const g2 = audienceGrid(zones, aud, { regions: ['Región de Valparaíso'], communes: null });
const res = optimizePlan({ grid: g2, kept: [], candidates: cands, budget: 5e8, weeks: 4 }); lap(`optimize → ${res.chosen.length}`);
await db.close();
