import type { FastifyServerOptions } from 'fastify';

/**
 * Credentials never reach a log line (issue 23): an approval link's `?token=`, a signed file URL's
 * `sig=`, a deck link's token in the path, the Authorization and Cookie headers. Logs are kept,
 * shipped and read by more people than a token is meant for, and a link's token signs in as a
 * media owner for weeks.
 */
export const REDACTED = '[REDACTED]';

/** Parameter names whose values are credentials (the end of the name: access_token, X-Amz-Signature). */
const SECRET_NAME =
  /(token|sig|signature|key|password|passwd|pwd|secret|credential|auth|authorization|jwt)$/i;
/** A JWT under any name: our session and approval tokens, and most others'. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;

const isSecretName = (name: string) => {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {}
  return SECRET_NAME.test(decoded.replace(/\W+$/, ''));
};

/**
 * The URL as logged: the values of secret-named query parameters and route parameters (a route's
 * `:token`) replaced, every other part kept as it came, so the log still says what was called.
 */
export function redactedUrl(url: string, params?: unknown): string {
  const mark = url.indexOf('?');
  let path = mark === -1 ? url : url.slice(0, mark);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (!isSecretName(name) || typeof value !== 'string' || value === '') continue;
      path = path.split(value).join(REDACTED).split(encodeURIComponent(value)).join(REDACTED);
    }
  }
  const query =
    mark === -1
      ? ''
      : `?${url
          .slice(mark + 1)
          .split('&')
          .map((pair) => {
            const name = pair.split('=', 1)[0];
            return isSecretName(name) ? `${name}=${REDACTED}` : pair;
          })
          .join('&')}`;
  return `${path}${query}`.replace(JWT, REDACTED);
}

/** What a request line says of the request: Fastify's default fields, with the URL redacted and no headers. */
export function requestForLog(request: {
  method?: string;
  url?: string;
  params?: unknown;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: request.method,
    url: redactedUrl(request.url ?? '', request.params),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's own redaction, for whatever else a log call is handed: headers wherever they appear, and
 * any `url` field (redacted as above rather than dropped).
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'res.headers["set-cookie"]',
  'url',
  '*.url',
];

/** The Fastify logger: the level, our request serializer and redaction; `stream` for tests. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: { req: requestForLog },
    redact: {
      paths: REDACT_PATHS,
      censor: (value: unknown, path: string[]) =>
        path.at(-1) === 'url' && typeof value === 'string' ? redactedUrl(value) : REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
