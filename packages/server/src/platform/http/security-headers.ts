import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (page, assets, API): a Content-Security-Policy the app runs
 * under, no framing, no MIME sniffing, no referrer leaving the site. An online map style (when
 * MAP_STYLE_URL is set) is the one other origin the page may fetch from.
 */
export async function registerSecurityHeaders(app: FastifyInstance, mapStyleUrl?: string): Promise<void> {
  const mapOrigin = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MapLibre runs its tile workers from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        // Mantine sets CSS variables in style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Plain HTTP on a developer's machine must keep working; HSTS belongs to the TLS front.
    strictTransportSecurity: false,
  });
}
