import type { AlertDto } from '@plano/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Socket } from 'socket.io-client';
import { callApi } from '../../../lib/api-client.ts';
import { useSocketEvent } from '../../../lib/realtime.ts';

const alertsKey = ['alerts'] as const;

/** The bell's alerts (kept on the server: those sent while away show at the next visit). */
export function useAlerts() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) => callApi('/fetch_alerts', {}, signal),
  });
}

export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => callApi('/mark_alerts_read', ids ? { ids } : {}),
    onSettled: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}

/** `new_alert` on the user's channel: the bell rings and the list reloads. */
export function useAlertPush(socket: Socket | null, onRing: (alert: AlertDto) => void): void {
  const client = useQueryClient();
  const onAlert = useCallback(
    (payload: { message: string; alert: AlertDto }) => {
      void client.invalidateQueries({ queryKey: alertsKey });
      onRing(payload.alert);
    },
    [client, onRing],
  );
  useSocketEvent(socket, 'new_alert', onAlert);
}
