import { createContext, useContext, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';

/**
 * The socket of SPEC §7 (chat and the per-user alert channel), on the app's own address. A
 * signed-in tab opens one with its session token; the open approval page opens one with its link.
 */
export type RealtimeAuth = { token: string } | { link: string; username: string };

export interface RealtimeState {
  socket: Socket | null;
  connected: boolean;
  /** Why the server refused the connection (e.g. 'Please provide a username'). */
  error: string | null;
}

const idle: RealtimeState = { socket: null, connected: false, error: null };

/** Connects while `auth` is set, reconnecting on its own; closes on unmount or a new credential. */
export function useRealtimeConnection(auth: RealtimeAuth | null): RealtimeState {
  const [state, setState] = useState<RealtimeState>(idle);
  const key = auth ? JSON.stringify(auth) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the credential's value (key) decides, not its identity.
  useEffect(() => {
    if (!auth) {
      setState(idle);
      return;
    }
    // socket.io-client is loaded on demand: the first screen draws without waiting for it.
    let socket: Socket | null = null;
    let closed = false;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const opened = io({ auth, transports: ['websocket', 'polling'] });
      socket = opened;
      setState({ socket: opened, connected: false, error: null });
      opened.on('connect', () => setState({ socket: opened, connected: true, error: null }));
      opened.on('disconnect', () => setState((s) => ({ ...s, connected: false })));
      opened.on('connect_error', (error) =>
        setState({ socket: opened, connected: false, error: error.message }),
      );
    });
    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.close();
    };
  }, [key]);
  return state;
}

const RealtimeContext = createContext<RealtimeState>(idle);
export const RealtimeProvider = RealtimeContext.Provider;

/** The signed-in tab's socket (null outside the signed-in layout). */
export function useRealtime(): RealtimeState {
  return useContext(RealtimeContext);
}

/** Listens to `event` on the socket while mounted. */
export function useSocketEvent<T>(socket: Socket | null, event: string, handler: (payload: T) => void): void {
  useEffect(() => {
    if (!socket) return;
    socket.on(event, handler);
    return () => {
      socket.off(event, handler);
    };
  }, [socket, event, handler]);
}
