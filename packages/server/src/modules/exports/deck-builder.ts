import { type CampaignDto, type DeckLanguage, formatClp, type PlanRowDto } from '@plano/core';
import PptxGenJS from 'pptxgenjs';
import type { DeckPhoto } from './deck-photos.ts';
import type { PlanAudienceForExport } from './excel-plan.ts';
import { audienceLine, fill, labelsOf } from './labels.ts';
import { loadChile, mapSvg, svgToPng } from './map-image.ts';

const ACCENT = '1F4E79';
const MUTED = '5C6B7A';
const FONT = 'Arial';

const png = (buffer: Buffer) => `image/png;base64,${buffer.toString('base64')}`;

export interface DeckInput {
  camp: CampaignDto;
  rows: PlanRowDto[];
  lng: DeckLanguage;
  geodataDir: string;
  /** Site photos by site id (loadDeckPhotos); a site without one shows a placeholder. */
  photos?: Map<number, DeckPhoto>;
  /** The plan's audience figures and each site's target impressions a week (issue 25). */
  audience?: PlanAudienceForExport;
}

const PHOTO_BOX = { x: 0.5, y: 1.5, w: 6.4, h: 4.3 };

/** The photo's size inside the box, keeping its proportions, centred. */
function fitted(photo: DeckPhoto) {
  const scale = Math.min(PHOTO_BOX.w / photo.width, PHOTO_BOX.h / photo.height);
  const w = photo.width * scale;
  const h = photo.height * scale;
  return { x: PHOTO_BOX.x + (PHOTO_BOX.w - w) / 2, y: PHOTO_BOX.y + (PHOTO_BOX.h - h) / 2, w, h };
}

/**
 * The campaign as slides: a cover, an overview map of every site, one slide per site (photo or a
 * placeholder, facts, audience, price and a small locator map) and a budget summary. The maps are
 * drawn here from the planning map's geometry, so building a deck needs no network.
 */
export async function buildDeck(input: DeckInput): Promise<{ buffer: Buffer; slides: number }> {
  const { camp, rows, lng } = input;
  const t = labelsOf(lng);
  const money = (amount: number) => formatClp(amount, lng);
  // Counts in the deck's language (es-CL groups thousands with dots).
  const count = (value: number, digits = 0) =>
    value.toLocaleString(lng === 'es' ? 'es-CL' : 'en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const chile = await loadChile(input.geodataDir);
  const points = rows.map((r) => ({ lat: r.loc.coordinates[1], lng: r.loc.coordinates[0] }));

  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE'; // 13.33 × 7.5 in
  pptx.title = `${camp.brand} — ${camp.name}`;
  pptx.company = 'Plano';

  // Cover
  const cover = pptx.addSlide();
  cover.background = { color: ACCENT };
  cover.addText(camp.name, {
    x: 0.8,
    y: 2.2,
    w: 11.7,
    h: 1.2,
    fontSize: 40,
    bold: true,
    color: 'FFFFFF',
    fontFace: FONT,
  });
  cover.addText(camp.brand, {
    x: 0.8,
    y: 3.4,
    w: 11.7,
    h: 0.7,
    fontSize: 24,
    color: 'DCECF7',
    fontFace: FONT,
  });
  cover.addText(
    [
      { text: `${t.dates}: ${camp.start_date} → ${camp.end_date}`, options: { breakLine: true } },
      { text: `${t.budget}: ${money(camp.budget)}`, options: { breakLine: true } },
      {
        text: `${t.targetAudience}: ${audienceLine(camp.target_audience, t)}`,
        options: { breakLine: true },
      },
      { text: `${t.sites}: ${rows.length}` },
    ],
    { x: 0.8, y: 4.5, w: 11.7, h: 2, fontSize: 18, color: 'FFFFFF', fontFace: FONT },
  );

  // Overview map
  const overview = pptx.addSlide();
  overview.addText(t.overview, {
    x: 0.5,
    y: 0.3,
    w: 12.3,
    h: 0.7,
    fontSize: 26,
    bold: true,
    color: ACCENT,
    fontFace: FONT,
  });
  const overviewPng = svgToPng(
    mapSvg(chile, points, { width: 1400, height: 700, minSpanDeg: 0.25, labels: true }),
    {
      fonts: true,
    },
  );
  overview.addImage({ data: png(overviewPng), x: 0.5, y: 1.1, w: 12.3, h: 6.15 });

  // One slide per site
  for (const row of rows) {
    const slide = pptx.addSlide();
    slide.addText(`${row.site_code} — ${row.location}`, {
      x: 0.5,
      y: 0.3,
      w: 12.3,
      h: 0.7,
      fontSize: 22,
      bold: true,
      color: ACCENT,
      fontFace: FONT,
      fit: 'shrink',
    });
    slide.addText(`${row.media_owner} · ${row.city}, ${row.state}`, {
      x: 0.5,
      y: 0.95,
      w: 12.3,
      h: 0.4,
      fontSize: 14,
      color: MUTED,
      fontFace: FONT,
    });
    slide.addShape(pptx.ShapeType.rect, {
      ...PHOTO_BOX,
      fill: { color: 'EEF2F6' },
      line: { color: 'C9D3DD' },
    });
    const photo = input.photos?.get(row._id);
    if (photo) {
      slide.addImage({ data: photo.data, ...fitted(photo), altText: `${row.site_code} — ${row.location}` });
    } else {
      slide.addText(t.noPhoto, {
        x: PHOTO_BOX.x,
        y: 3.35,
        w: PHOTO_BOX.w,
        h: 0.6,
        align: 'center',
        fontSize: 16,
        color: MUTED,
        fontFace: FONT,
      });
    }
    const facts: [string, string][] = [
      [t.columns.format, `${row.format} · ${row.media_type}`],
      [t.columns.lighting, row.lighting],
      [t.size, `${row.width} × ${row.height} m`],
      [t.bookingPeriod, `${row.booking_start} → ${row.booking_end}`],
      [t.price, money(row.price)],
      [t.columns.status, t.status[row.status] ?? t.status.pending],
      [t.audience, `${t.traffic}: ${row.traffic_density} · SEC ${row.sec_classification}`],
      ['', `${t.men} ${Math.round(row.male_600mt)} · ${t.women} ${Math.round(row.female_600mt)} (600 m)`],
      [t.score, String(Math.round(row.final_score * 100))],
    ];
    const weekly = input.audience?.weekly.get(row._id);
    if (weekly !== undefined) facts.push([t.columns.weekly_target_impressions, count(weekly)]);
    slide.addTable(
      facts.map(([label, value]) => [
        { text: label, options: { bold: true, color: MUTED } },
        { text: value },
      ]),
      {
        x: 7.2,
        y: 1.5,
        w: 5.6,
        colW: [1.7, 3.9],
        fontSize: 12,
        fontFace: FONT,
        rowH: 0.3,
        border: { type: 'none' },
      },
    );
    const locator = svgToPng(
      mapSvg(chile, [{ lat: row.loc.coordinates[1], lng: row.loc.coordinates[0], highlight: true }], {
        width: 360,
        height: 220,
        minSpanDeg: 0.12,
      }),
    );
    slide.addImage({ data: png(locator), x: 7.2, y: 4.75, w: 2.4, h: 1.47 });
  }

  // Budget summary
  const summary = pptx.addSlide();
  const used = rows.reduce((sum, r) => sum + r.price, 0);
  summary.addText(t.budgetSummary, {
    x: 0.5,
    y: 0.3,
    w: 12.3,
    h: 0.7,
    fontSize: 26,
    bold: true,
    color: ACCENT,
    fontFace: FONT,
  });
  summary.addTable(
    [
      [{ text: t.budget, options: { bold: true } }, { text: money(camp.budget) }],
      [{ text: t.used, options: { bold: true } }, { text: money(used) }],
      [{ text: t.remaining, options: { bold: true } }, { text: money(camp.budget - used) }],
      [{ text: t.sites, options: { bold: true } }, { text: String(rows.length) }],
    ],
    { x: 0.5, y: 1.3, w: 5.5, colW: [2.2, 3.3], fontSize: 16, fontFace: FONT, rowH: 0.45 },
  );
  if (input.audience) {
    const { figures } = input.audience;
    const f = t.figures;
    const range = (v: { median: number; low: number; high: number }, digits = 0) =>
      `${count(v.median, digits)} (${count(v.low, digits)}–${count(v.high, digits)})`;
    summary.addText(f.title, {
      x: 0.5,
      y: 3.8,
      w: 5.5,
      h: 0.4,
      fontSize: 14,
      bold: true,
      color: ACCENT,
      fontFace: FONT,
    });
    summary.addTable(
      [
        [f.impressions, range(figures.impressions)],
        [f.reach, range(figures.reach)],
        [f.reachPercent, range(figures.reach_percent, 1)],
        [f.frequency, range(figures.frequency, 1)],
        [f.grp, range(figures.grp)],
        [f.targetPopulation, count(figures.target_population)],
      ].map(([label, value]) => [{ text: label, options: { bold: true } }, { text: value }]),
      { x: 0.5, y: 4.25, w: 5.5, colW: [2.4, 3.1], fontSize: 12, fontFace: FONT, rowH: 0.32 },
    );
    summary.addText(fill(f.note, { weeks: Math.round(figures.weeks * 10) / 10 }), {
      x: 0.5,
      y: 6.3,
      w: 5.5,
      h: 0.5,
      fontSize: 10,
      color: MUTED,
      fontFace: FONT,
    });
  }
  const byOwner = new Map<string, { sites: number; total: number }>();
  for (const r of rows) {
    const entry = byOwner.get(r.media_owner) ?? { sites: 0, total: 0 };
    entry.sites += 1;
    entry.total += r.price;
    byOwner.set(r.media_owner, entry);
  }
  const ownerRows = [...byOwner].sort((a, b) => b[1].total - a[1].total).slice(0, 12);
  summary.addTable(
    [
      [
        { text: t.byOwner, options: { bold: true, color: 'FFFFFF', fill: { color: ACCENT } } },
        { text: t.sites, options: { bold: true, color: 'FFFFFF', fill: { color: ACCENT } } },
        { text: t.price, options: { bold: true, color: 'FFFFFF', fill: { color: ACCENT } } },
      ],
      ...ownerRows.map(([owner, v]) => [
        { text: owner },
        { text: String(v.sites) },
        { text: money(v.total) },
      ]),
    ],
    { x: 6.6, y: 1.3, w: 6.2, colW: [3.2, 1, 2], fontSize: 12, fontFace: FONT, rowH: 0.35 },
  );

  const buffer = (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
  return { buffer, slides: rows.length + 3 };
}
