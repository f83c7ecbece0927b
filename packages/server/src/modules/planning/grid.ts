import type { CampaignDto, PlanningFilters, SiteDto } from '@plano/core';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { presentSiteRows, SITE_COLUMNS, type SiteRow } from '../inventory/site-presenter.ts';
import { siteScope } from './site-scope.ts';
import { SqlParams } from './sql-params.ts';

export interface GridPage {
  inventory: SiteDto[];
  total_count: number;
}

/** One page of the planning grid, best-scored first; search matches code, location, city or owner. */
export async function gridInventory(
  database: Database,
  camp: CampaignDto,
  filters: PlanningFilters,
  page: { page: number; limit: number; search?: string },
  agencyId: string | null,
): Promise<GridPage> {
  const p = new SqlParams();
  const where = [siteScope(p, camp, filters)];
  if (page.search) {
    const term = p.add(`%${page.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(s.site_code ilike ${term} or s.location ilike ${term} or s.city ilike ${term} or v.name ilike ${term})`,
    );
  }
  const limit = p.add(page.limit);
  const offset = p.add(page.page * page.limit);
  const rows = await database.query<SiteRow & { total: number }>(
    `select ${SITE_COLUMNS}, count(*) over ()::int as total
       from sites s join vendors v on v.id = s.vendor_id
      where ${where.join(' and ')}
      order by s.final_score desc, s.id
      limit ${limit} offset ${offset}`,
    p.values,
  );
  return { inventory: await presentSiteRows(database, rows, agencyId), total_count: rows[0]?.total ?? 0 };
}

/** One site for the site panel, whether or not it is already in the plan. */
export async function siteDetails(
  database: Database,
  siteId: number,
  agencyId: string | null,
): Promise<SiteDto> {
  const rows = await database.query<SiteRow>(
    `select ${SITE_COLUMNS} from sites s join vendors v on v.id = s.vendor_id
      where s.id = $1 and s.planning_enabled`,
    [siteId],
  );
  if (rows.length === 0) throw notFound('Site');
  const [site] = await presentSiteRows(database, rows, agencyId);
  return site;
}
