import type { CampaignDto } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from './campaign-search.ts';

const camp = {
  name: 'Sabores del Sur',
  brand: 'Cervecería Lago Sur',
  created_by: { _id: 'u', name: 'Ana', email: 'planner@plano.test' },
  budget: 25_000_000,
  start_date: '2026-11-12',
  end_date: '2027-01-01',
  states: ['Región de Coquimbo'],
  cities: ['La Serena', 'Coquimbo'],
} as CampaignDto;

describe('matchesSearch', () => {
  it('needs every word somewhere in the campaign, in any case', () => {
    expect(matchesSearch(camp, '')).toBe(true);
    expect(matchesSearch(camp, 'sabores')).toBe(true);
    expect(matchesSearch(camp, 'SUR cervecería')).toBe(true);
    expect(matchesSearch(camp, 'la serena')).toBe(true);
    expect(matchesSearch(camp, 'planner@plano')).toBe(true);
    expect(matchesSearch(camp, 'sabores santiago')).toBe(false);
  });

  it('ignores accents both ways (issue 24)', () => {
    expect(matchesSearch(camp, 'cerveceria')).toBe(true);
    expect(matchesSearch(camp, 'REGIÓN coquimbo')).toBe(true);
    expect(matchesSearch({ ...camp, cities: ['Ñuñoa'] }, 'nunoa')).toBe(true);
  });
});
