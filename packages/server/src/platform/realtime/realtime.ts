import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';

/**
 * Socket.IO on the API's own port (ARCHITECTURE: one process serves API, socket and web). With
 * REDIS_URL, `@socket.io/redis-adapter` carries rooms, emits and presence between processes, so
 * two Plano processes behind one address behave as one; without it one process works alone.
 */
export interface Realtime {
  io: Server;
  /** Emits to every connection of a user, on whichever process it lives. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** The users among `userIds` with at least one open connection, on any process. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
}

export const userRoom = (userId: string) => `user:${userId}`;

export interface SocketData {
  userId: string;
}

export async function attachRealtime(
  app: FastifyInstance,
  options: {
    redisUrl?: string;
    onConnection(socket: Socket): void;
    authenticate: Parameters<Server['use']>[0];
  },
): Promise<Realtime> {
  const io = new Server(app.server, { serveClient: false, maxHttpBufferSize: 64 * 1024 });
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (error) => app.log.warn({ err: error }, 'redis (pub) error'));
    sub.on('error', (error) => app.log.warn({ err: error }, 'redis (sub) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    // The adapter publishes without awaiting (e.g. its reply to a peer's fetchSockets): a reply
    // still in flight while this process shuts down would reject unhandled once the client is
    // closed. After close nobody listens for it, so that one rejection is dropped on purpose.
    let closing = false;
    const publish = pub.publish.bind(pub);
    Object.defineProperty(pub, 'publish', {
      value: (...args: Parameters<typeof publish>) =>
        publish(...args).catch((error: unknown) => {
          if (closing) return 0;
          throw error;
        }),
    });
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 3000 }));
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.resolve(io.of('/').adapter.close());
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }
  io.use(options.authenticate);
  io.on('connection', options.onConnection);
  // Open sockets would hold the HTTP server's close forever: end them first.
  app.addHook('preClose', (done) => {
    io.disconnectSockets(true);
    io.engine.close();
    done();
  });
  return {
    io,
    toUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    onlineAmong: async (userIds) => {
      if (userIds.length === 0) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((s) => (s.data as SocketData).userId));
    },
  };
}
