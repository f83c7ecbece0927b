import { describe, expect, it } from 'vitest';
import { belongsTo, type MatchingSelection, matchingChoice, matchingSize } from './matching-selection.ts';

const bounds = { ne: { lat: -33.3, lng: -70.5 }, sw: { lat: -33.6, lng: -70.8 } };
const matching: MatchingSelection = {
  selection: { filters: { type: ['ooh'] }, networks: [], bounds },
  total: 12_345,
  excluded: new Set([30, 10, 20]),
};

describe('a selection described, not listed (Add All past the map id limit)', () => {
  it('counts its total less the unticked sites, and sends them sorted beside the selection', () => {
    expect(matchingSize(matching)).toBe(12_342);
    expect(matchingChoice(matching)).toEqual({ selection: matching.selection, exclude_ids: [10, 20, 30] });
  });

  it('knows a site belongs to it only under its own filters and inside its bounds', () => {
    const inside = { lat: -33.45, lng: -70.65 };
    expect(belongsTo(matching, { type: ['ooh'] }, inside)).toBe(true);
    expect(belongsTo(matching, { type: ['ooh'] }, { lat: -33.2, lng: -70.65 })).toBe(false);
    expect(belongsTo(matching, { type: ['digital'] }, inside)).toBe(false);
    expect(belongsTo(matching, {}, inside)).toBe(false);
    const everywhere = { ...matching, selection: { filters: {} } };
    expect(belongsTo(everywhere, {}, { lat: 10, lng: 10 })).toBe(true);
  });
});
