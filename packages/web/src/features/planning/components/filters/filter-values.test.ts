import { planningFilters } from '@plano/core';
import { describe, expect, it } from 'vitest';
import { countActiveFilters, DEFAULT_FILTERS, toPlanningFilters } from './filter-values.ts';

describe('toPlanningFilters', () => {
  it('sends nothing for the defaults', () => {
    expect(toPlanningFilters(DEFAULT_FILTERS)).toEqual({});
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
  });

  it('sends every set filter in the shape the server accepts', () => {
    const filters = toPlanningFilters({
      ...DEFAULT_FILTERS,
      gender: 'female',
      type: ['digital'],
      places: ['12', '40'],
      radius: 3500,
      traffic_density: ['high'],
      media_owner: ['Andes Outdoor'],
      sec_classification: ['ab'],
      sec_600mt: ['c1a'],
      format: ['Billboard'],
      media_type: ['Unipole'],
      area: [20, 1000],
      finalScore: [50, 120],
    });
    expect(filters).toEqual({
      gender: 'female',
      type: ['digital'],
      nearby: { places: [12, 40], radius: 3500 },
      traffic_density: ['high'],
      media_owner: ['Andes Outdoor'],
      sec_classification: ['ab'],
      sec_600mt: ['c1a'],
      format: ['Billboard'],
      media_type: ['Unipole'],
      area_n: { $gte: 20 },
      'additional_data.final_score': { $gte: 0.5, $lte: 1.2 },
    });
    expect(planningFilters.safeParse(filters).success).toBe(true);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, gender: 'male', area: [0, 500] })).toBe(2);
  });

  it('leaves out the radius until a POI is chosen', () => {
    expect(toPlanningFilters({ ...DEFAULT_FILTERS, radius: 800 })).toEqual({});
  });
});
