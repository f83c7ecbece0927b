import type { CampaignMediaType, PlanRowStatus } from '@plano/core';
import type { QueryFn } from '../src/db/client.ts';
import { insertCampaign, insertPlanRows, planCandidates } from './queries.ts';
import type { Random } from './random.ts';

type Status = 'pending' | 'awaiting' | 'booked';

interface CampaignSeed {
  brand: string;
  name: string;
  status: Status;
  mediaType: CampaignMediaType;
  region: number;
  cities: string[];
  /** Days from today to the start (negative: already running) and length in days. */
  startIn: number;
  days: number;
  rows: number;
  budget: number;
}

// Invented brands; two campaigns in each tab of the campaign list.
const CAMPAIGNS: CampaignSeed[] = [
  c(
    'Café Andino',
    'Lanzamiento Blend de Altura',
    'pending',
    'all',
    13,
    ['Santiago', 'Providencia', 'Las Condes'],
    7,
    45,
    0,
    60,
  ),
  c(
    'Banco Austral',
    'Cuenta Joven Universitaria',
    'pending',
    'digital',
    8,
    ['Concepción', 'Talcahuano'],
    14,
    60,
    0,
    35,
  ),
  c(
    'Viña Cordillera',
    'Nueva Reserva Carmenere',
    'awaiting',
    'ooh',
    5,
    ['Valparaíso', 'Viña del Mar', 'Quilpué'],
    10,
    60,
    8,
    40,
  ),
  c(
    'Conecta Móvil',
    'Fibra Hogar 1 Giga',
    'awaiting',
    'all',
    13,
    ['Maipú', 'La Florida', 'Puente Alto'],
    21,
    75,
    12,
    90,
  ),
  c('Cervecería Lago Sur', 'Sabores del Sur', 'booked', 'ooh', 4, ['La Serena', 'Coquimbo'], -10, 50, 6, 25),
  c(
    'Almacenes Pehuén',
    'Ofertas de Temporada',
    'booked',
    'digital',
    13,
    ['Santiago', 'Providencia', 'Las Condes', 'Vitacura'],
    5,
    40,
    10,
    150,
  ),
];

function c(
  brand: string,
  name: string,
  status: Status,
  mediaType: CampaignMediaType,
  region: number,
  cities: string[],
  startIn: number,
  days: number,
  rows: number,
  budgetMillions: number,
): CampaignSeed {
  return {
    brand,
    name,
    status,
    mediaType,
    region,
    cities,
    startIn,
    days,
    rows,
    budget: budgetMillions * 1_000_000,
  };
}

interface Candidate {
  id: number;
  price: number;
  city: string;
  state: string;
}

export interface CampaignContext {
  agencyId: string;
  plannerId: string;
  approverId: string;
  regionNames: Map<number, string>;
  today: Date;
}

/** The demo agency's campaigns, created by the planner, with plans for the awaiting and booked ones. */
export async function seedCampaigns(
  query: QueryFn,
  random: Random,
  ctx: CampaignContext,
): Promise<{ campaigns: number; planRows: number }> {
  const day = (offset: number) =>
    new Date(ctx.today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const stamp = (offset: number) => new Date(ctx.today.getTime() + offset * 86_400_000).toISOString();
  // No site is in two seeded plans, so the booked ones can never overlap (the exclusion constraint).
  const used: number[] = [];
  let rowCount = 0;
  for (const [index, seed] of CAMPAIGNS.entries()) {
    const state = ctx.regionNames.get(seed.region) ?? '';
    let mediaType = seed.mediaType;
    let chosen: Candidate[] = [];
    if (seed.rows > 0) {
      const found = await candidates(query, state, seed.cities, mediaType, used);
      mediaType = found.type;
      chosen = random.sample(found.sites, Math.min(seed.rows, found.sites.length));
    }
    const status: Status = chosen.length === 0 ? 'pending' : seed.status;
    const states = [...new Set([state, ...chosen.map((s) => s.state)])];
    const cities = [...new Set([...seed.cities, ...chosen.map((s) => s.city)])];
    const planned = chosen.reduce((sum, s) => sum + s.price, 0);
    // The budget always covers the plan, with headroom for a few more sites.
    const budget = Math.max(seed.budget, Math.ceil((planned * 1.3) / 1_000_000) * 1_000_000);
    const start = day(seed.startIn);
    const end = day(seed.startIn + seed.days);
    const createdAt = stamp(Math.min(seed.startIn, 0) - 20 + index);
    const [{ id }] = await query(
      insertCampaign({
        agencyId: ctx.agencyId,
        plannerId: ctx.plannerId,
        brand: seed.brand,
        name: seed.name,
        start,
        end,
        budget,
        mediaType,
        states,
        cities,
        status,
        createdAt,
      }),
    );
    if (chosen.length === 0) continue;
    used.push(...chosen.map((s) => s.id));
    const rows = chosen.map((site) => {
      const rowStatus: PlanRowStatus =
        status === 'booked'
          ? 'booked'
          : random.weighted([
              ['planned', 3],
              ['pending', 2],
              ['approved', 1],
            ] as const);
      const approved = rowStatus === 'booked' || rowStatus === 'approved';
      return {
        site_id: site.id,
        status: rowStatus,
        price: site.price,
        // Booked rows were approved internally by the approver; approved ones by the media owner's link.
        approved_by: rowStatus === 'booked' ? ctx.approverId : null,
        approved_at: approved ? stamp(Math.min(seed.startIn, 0) - 5) : null,
      };
    });
    await query(insertPlanRows({ id, start, end, createdAt }, JSON.stringify(rows)));
    rowCount += rows.length;
  }
  return { campaigns: CAMPAIGNS.length, planRows: rowCount };
}

/** Sites enabled for planning in the campaign's cities, widening the search when a small seed has none. */
async function candidates(
  query: QueryFn,
  state: string,
  cities: string[],
  mediaType: CampaignMediaType,
  used: number[],
): Promise<{ sites: Candidate[]; type: CampaignMediaType }> {
  // Few sites (a small seed): fall back to the whole region, any type, then any site, not an empty plan.
  const attempts: [string | null, string[] | null, CampaignMediaType][] = [
    [state, cities, mediaType],
    [state, null, mediaType],
    [state, null, 'all'],
    [null, null, 'all'],
  ];
  for (const [inState, inCities, type] of attempts) {
    const sites = await query(planCandidates(inState, inCities, type, used));
    if (sites.length > 0) return { sites, type };
  }
  return { sites: [], type: mediaType };
}
