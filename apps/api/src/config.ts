import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-store.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql:// (leave it unset for SQLite in DATA_DIR)',
  ),
  PUBLIC_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/\s]+(\/.*)?$/.test(value),
    'must be an absolute http(s) URL such as https://example.com',
  ),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._@-]{3,64}$/, 'must be 3 to 64 letters, digits or . _ @ -')
    .default('admin'),
  ADMIN_PASSWORD: optionalText.refine(
    (value) => value === undefined || (value.length >= 8 && value.length <= 128),
    'must be 8 to 128 characters long',
  ),
  SECRET_KEY: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long',
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/\s]+\/?$/.test(value),
    'must be an http(s) origin such as https://s3.eu-central-1.amazonaws.com (leave it unset for AWS)',
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  RATE_LIMIT_PUBLIC_FORMS_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(10),
  DECISION_UNDO_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine(
      (value) =>
        /^(false|none)$/i.test(value) ||
        value
          .split(',')
          .map((part) => part.trim())
          .every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(part)),
      'must be false, or addresses/ranges (10.0.0.0/8) and presets (loopback, linklocal, uniquelocal), comma-separated',
    ),
});

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  admin: { username: string; password: string | undefined };
  /** Empty until `resolveSecretKey` has read or generated it. */
  secretKey: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Public form POSTs (reviews, contact, booking) allowed per address and window (raised for load tests). */
  publicFormRateLimitMax: number;
  /** How long a desk decision's mail waits in the outbox, undoable (ADR 051); 0: it leaves at once. */
  decisionUndoSeconds: number;
  /**
   * The reverse proxies whose X-Forwarded-For/-Proto are believed (Fastify's trustProxy): the
   * visitor's address for per-address limits, and https for HSTS. False: none.
   */
  trustProxy: false | string[];
  /** Where media, documents and gallery files are stored (ADR 033): DATA_DIR, or an S3-compatible bucket. */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
  /** Directory of the web app (apps/web): its build is served in production, its sources in development. */
  webDir: string;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const DEFAULT_WEB_DIR = path.resolve(import.meta.dirname, '../../web');

/**
 * Turns the environment into a typed Config. Every bad variable is reported at once.
 * The secret key is left empty when not given; `resolveSecretKey` fills it from DATA_DIR.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.MEDIA_STORAGE === 's3') {
    const needed = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const absent = needed.filter((name) => e[name] === undefined);
    if (absent.length > 0) throw new ConfigError(absent.map((name) => `${name}: is required when MEDIA_STORAGE=s3`));
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    secretKey: e.SECRET_KEY ?? '',
    logLevel: e.LOG_LEVEL,
    publicFormRateLimitMax: e.RATE_LIMIT_PUBLIC_FORMS_MAX,
    decisionUndoSeconds: e.DECISION_UNDO_SECONDS,
    trustProxy: /^(false|none)$/i.test(e.TRUST_PROXY) ? false : e.TRUST_PROXY.split(',').map((part) => part.trim()),
    storage:
      e.MEDIA_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk' },
    webDir: DEFAULT_WEB_DIR,
  };
}

/**
 * SECRET_KEY signs tokens and encrypts the stored SMTP password. When it is not configured, one is
 * generated on first start and kept in DATA_DIR/secret.key (mode 0600) so restarts keep sessions.
 */
export function resolveSecretKey(config: Config): Config {
  if (config.secretKey) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'secret.key');
  let key: string;
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch {
    key = randomBytes(48).toString('base64url');
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  }
  return { ...config, secretKey: key };
}
