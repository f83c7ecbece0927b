import { io, type Socket } from 'socket.io-client';
import type { TestContext } from '../../testing/index.ts';

/** Starts the test app on a free port and answers its address, for real socket connections. */
export async function listen(ctx: TestContext): Promise<string> {
  return ctx.app.listen({ port: 0, host: '127.0.0.1' });
}

/** A client connection; resolves once connected, rejects with the server's refusal message. */
export function connect(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on `socket` that satisfies `match`, or a rejection after `ms`. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  ms = 5000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

export interface SendAnswer {
  ok?: true;
  error?: string;
  message?: { _id: string; text?: string; message: { text: string } };
}

export function send(socket: Socket, to: string, text: string): Promise<SendAnswer> {
  return socket.timeout(5000).emitWithAck('message', { to, message: { type: 'text', text } });
}
