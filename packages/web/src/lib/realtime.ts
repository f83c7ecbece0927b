import { createContext, useContext, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

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
    const socket = io({ auth, transports: ['websocket', 'polling'] });
    setState({ socket, connected: false, error: null });
    socket.on('connect', () => setState({ socket, connected: true, error: null }));
    socket.on('disconnect', () => setState((s) => ({ ...s, connected: false })));
    socket.on('connect_error', (error) => setState({ socket, connected: false, error: error.message }));
    return () => {
      socket.removeAllListeners();
      socket.close();
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
