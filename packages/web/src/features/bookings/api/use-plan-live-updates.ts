import type { AlertDto, AlertKind } from '@plano/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtime, useSocketEvent } from '../../../lib/realtime.ts';

/** The alerts that mean this page's plan, campaign or last deck changed under it (decision 0011). */
const PLAN_EVENTS: ReadonlySet<AlertKind> = new Set([
  'owner_decision',
  'booking_completed',
  'deck_ready',
  'deck_failed',
]);

/** Whether an alert concerns this campaign: every campaign alert leads to its Book Inventory page. */
export const alertConcerns = (alert: Pick<AlertDto, 'kind' | 'link'>, campId: string) =>
  PLAN_EVENTS.has(alert.kind) && alert.link === `/admin/booked_inventory/${campId}`;

/**
 * Book Inventory follows the bell: when an alert about this campaign arrives (the media owner
 * decided, sites were booked, the deck is ready or failed), the plan, its history, the campaign
 * and the last deck are asked again, so the page never shows statuses the bell already contradicts.
 */
export function usePlanLiveUpdates(campId: string): void {
  const client = useQueryClient();
  const { socket } = useRealtime();
  const onAlert = useCallback(
    ({ alert }: { alert: AlertDto }) => {
      if (!alertConcerns(alert, campId)) return;
      void client.invalidateQueries({ predicate: ({ queryKey }) => queryKey.includes(campId) });
    },
    [client, campId],
  );
  useSocketEvent(socket, 'new_alert', onAlert);
}
