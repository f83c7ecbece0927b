import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer of 1 KB or more (API JSON, CSV, geodata) compressed when the client asks for it
 * (Accept-Encoding: br, then gzip), never otherwise (issue 22). The built web's files come
 * precompressed from the build (static-web.ts): an answer that already has a Content-Encoding is
 * left as it is. Registered before the routes: the plugin hooks every route declared after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
