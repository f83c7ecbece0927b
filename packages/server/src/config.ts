import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@plano/core';
import { z } from 'zod';
import { bundledGeodataDir, repoRoot } from './paths.ts';

/** The first platform administrator's password: longer than a user's, it holds every policy. */
export const ADMIN_PASSWORD_MIN_LENGTH = Math.max(12, PASSWORD_MIN_LENGTH);

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** true or false when set; unset, the engine decides (on for the embedded database): see `onUnlessServer`. */
const embeddedDefaultFlag = (name: string) =>
  z.enum(['true', 'false', ''], { error: `${name} must be true or false` }).optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl,
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Plano <no-reply@plano.local>'),
  /** How long a media owner's approval link works. */
  APPROVAL_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /**
   * S3-compatible storage for site images (decision 0014): S3_BUCKET turns it on and needs both keys;
   * unset, images stay on local disk under DATA_DIR/files/. S3_ENDPOINT is for MinIO, R2 and the like
   * (AWS when unset); most of those want S3_FORCE_PATH_STYLE=true (bucket in the path, not the host).
   */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText.transform((v) => v ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  GEODATA_DIR: z.string().default(bundledGeodataDir),
  MAP_STYLE_URL: optionalUrl,
  /** A media owner's inventory feed; `{email}` is replaced by the owner's e-mail (issue 11). */
  INVENTORY_FEED_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || URL.canParse(v.replace('{email}', 'x')), 'INVENTORY_FEED_URL must be a URL'),
  INVENTORY_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Demo agencies, users, media owners, sites and campaigns, loaded into an empty database. Unset:
   * on for the embedded database (a newcomer's first start), off when DATABASE_URL names a server.
   */
  DEMO_DATA: embeddedDefaultFlag('DEMO_DATA'),
  /**
   * The OpenAPI document and its viewer (/api/docs). Unset: on for the embedded database (a
   * developer's machine), off when DATABASE_URL names a server — production does not describe every
   * call to strangers (issue 23).
   */
  API_DOCS: embeddedDefaultFlag('API_DOCS'),
  /** The first platform administrator, made at a start that finds none (and never changed after). */
  ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .min(
          ADMIN_PASSWORD_MIN_LENGTH,
          `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
        )
        .optional(),
    ),
  /** On SIGTERM, how long in-flight requests and running jobs get to finish before the process ends. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SEED_SITES: z.coerce.number().int().min(0).max(2_000_000).default(5000),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Sign-ins a minute and registrations an hour from one client address, whatever the e-mails. */
  SIGNIN_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  REGISTER_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Recipients an account (an agency, a media owner) may mail in an hour, across every process. */
  MAIL_RECIPIENTS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(12),
  /**
   * Which proxies' X-Forwarded-For to believe: none by default (a client could write any address
   * and slip past the sign-in limit), a hop count, or a comma-separated list of addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      if (v === '' || v === 'false') return false;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const list = v.split(',').map((a) => a.trim());
      if (list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be false, a hop count or a list of addresses',
      });
      return z.NEVER;
    }),
  /** The audit tool (proof of posting): campaigns of booked sites go there (docs/integrations.md). */
  AUDIT_TOOL_URL: optionalUrl,
  AUDIT_TOOL_TOKEN: z.string().trim().optional(),
  /** The digital-screen platform: lists of Digital sites; its login is the user's, never kept. */
  DIGITAL_PLATFORM_URL: optionalUrl,
  /** Each request to an outside system gives up after this long, and is tried this many times. */
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  INTEGRATION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** A deck is attached to the mail up to this size, and sent as a signed download link above it. */
  DECK_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 1024 * 1024),
  /** Finished jobs are deleted this many days after they ran; failed ones stay until retried. */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /** /optimize_plan over more candidate sites than this runs as a job with progress (issue 25). */
  OPTIMIZE_INLINE_SITES: z.coerce.number().int().min(0).max(1_000_000).default(100_000),
  /** The built web app; tests point it at a build of their own. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'packages/web/dist')),
});

export type Config = Omit<z.infer<typeof envSchema>, 'APP_SECRET' | 'DEMO_DATA' | 'API_DOCS'> & {
  APP_SECRET: string;
  DEMO_DATA: boolean;
  API_DOCS: boolean;
  webDist: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const s3Missing = missingS3Settings(values);
  if (s3Missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${s3Missing.map((name) => `  ${name}: required for S3 storage (other S3_* settings are set)`).join('\n')}`,
    );
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    const [missing, given] = values.ADMIN_EMAIL
      ? ['ADMIN_PASSWORD', 'ADMIN_EMAIL']
      : ['ADMIN_EMAIL', 'ADMIN_PASSWORD'];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required with ${given}`);
  }
  // A setting left unset is on for the embedded database (a newcomer's machine), off on a server.
  const onUnlessServer = (flag: string | undefined) => (flag ? flag === 'true' : !values.DATABASE_URL);
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...values,
    DATA_DIR: dataDir,
    GEODATA_DIR: path.resolve(values.GEODATA_DIR),
    DEMO_DATA: onUnlessServer(values.DEMO_DATA),
    API_DOCS: onUnlessServer(values.API_DOCS),
    APP_SECRET: values.APP_SECRET ?? keptSecret(dataDir),
    webDist: path.resolve(values.WEB_DIST),
  };
}

/**
 * S3 is all or nothing: a bucket without its keys (or keys without a bucket) would quietly keep
 * images on local disk, which one of several processes cannot see — so the start stops instead.
 */
function missingS3Settings(values: z.infer<typeof envSchema>): string[] {
  const wanted = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const given = wanted.filter((name) => values[name]);
  const anyS3 = given.length > 0 || values.S3_ENDPOINT !== undefined;
  return anyS3 ? wanted.filter((name) => !values[name]) : [];
}

/** Without APP_SECRET, a random one is made once and kept in DATA_DIR so tokens survive restarts. */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
