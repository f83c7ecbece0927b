import { isoDate } from '@plano/core';

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

export { inDays };
