import { isoDate } from '@plano/core';
import { TEMPLATE_EXAMPLE } from '../src/modules/inventory/import/inventory-files.ts';

const inDays = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

/** A valid Create Campaign payload; override what a test is about. */
export function buildCampaign(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    brand: 'Café Andino',
    campaign_name: 'Invierno en Santiago',
    start_date: inDays(3),
    end_date: inDays(40),
    budget: 45_000_000,
    states: ['Región Metropolitana de Santiago'],
    cities: ['Santiago', 'Providencia'],
    media_type: 'all',
    ...overrides,
  };
}

/** A valid inventory template row (the template's example) with its own site_code; overrides replace cells. */
export function buildSite(code: string, overrides: Record<string, string | number | null> = {}) {
  return { ...TEMPLATE_EXAMPLE, site_code: code, ...overrides } as Record<string, string | number | null>;
}

let ownerSerial = 0;
/** A valid Add Media Owner payload, its name and e-mail unique in the run; override what a test is about. */
export function buildOwner<T extends Record<string, unknown>>(overrides: T = {} as T) {
  ownerSerial += 1;
  return {
    name: `Carteles del Sur ${ownerSerial}`,
    email: `ventas${ownerSerial}@carteles-sur.test`,
    phone: '+56 9 6123 4567',
    password: 'billboards-2026',
    country: 'Chile',
    states: ['Región de Valparaíso', 'Región Metropolitana de Santiago'],
    ...overrides,
  };
}

export { inDays };
