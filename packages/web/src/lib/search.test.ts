import { describe, expect, it } from 'vitest';
import { foldedOptionsFilter, foldedQuickFilter, holdsEveryWord } from './search.ts';

describe('folded search in the browser', () => {
  it('finds Ñuñoa, Café and Metrópolis whatever the case and accents', () => {
    expect(holdsEveryWord('Ñuñoa', 'nunoa')).toBe(true);
    expect(holdsEveryWord('Café del Parque', 'CAFE parque')).toBe(true);
    expect(holdsEveryWord('Metrópolis', 'metropolis')).toBe(true);
    expect(holdsEveryWord('Providencia', 'nunoa')).toBe(false);
  });

  it('filters dropdown options and groups, up to the limit', () => {
    const options = [
      { value: '1', label: 'Ñuñoa' },
      { value: '2', label: 'Providencia' },
      { group: 'Valparaíso', items: [{ value: '3', label: 'Viña del Mar' }] },
    ];
    expect(foldedOptionsFilter({ options, search: 'NUN', limit: 10 })).toEqual([options[0]]);
    expect(foldedOptionsFilter({ options, search: 'vina', limit: 10 })).toEqual([
      { group: 'Valparaíso', items: [{ value: '3', label: 'Viña del Mar' }] },
    ]);
    expect(foldedOptionsFilter({ options, search: '', limit: 1 })).toHaveLength(1);
  });

  it('matches a grid row when it holds every word', () => {
    const words = foldedQuickFilter.quickFilterParser('  Nuñoa  CAFE ');
    expect(words).toEqual(['nunoa', 'cafe']);
    expect(foldedQuickFilter.quickFilterMatcher(words, 'café ñuñoa 2025')).toBe(true);
    expect(foldedQuickFilter.quickFilterMatcher(words, 'cafe providencia')).toBe(false);
  });
});
