import { describe, expect, it } from 'vitest';
import { alertConcerns } from './use-plan-live-updates.ts';

describe('which alerts reload Book Inventory', () => {
  const link = '/admin/booked_inventory/camp-1';
  it('the owner’s decision, a booking and the deck of this campaign', () => {
    for (const kind of ['owner_decision', 'booking_completed', 'deck_ready', 'deck_failed'] as const)
      expect(alertConcerns({ kind, link }, 'camp-1'), kind).toBe(true);
  });
  it('not another campaign’s, nor an inventory import', () => {
    expect(alertConcerns({ kind: 'owner_decision', link }, 'camp-2')).toBe(false);
    expect(alertConcerns({ kind: 'owner_decision', link: null }, 'camp-1')).toBe(false);
    expect(alertConcerns({ kind: 'inventory_import', link }, 'camp-1')).toBe(false);
  });
});
