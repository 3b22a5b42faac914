import path from 'node:path';
import { z } from 'zod';
import { isFlagOn } from '@hoopdex/contract/spa-paths';
import {
  VIDEO_QUOTA_BYTES_DEFAULT,
  VIDEO_UPLOAD_MAX_BYTES_DEFAULT,
} from '@hoopdex/contract/upload-formats';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A streaming replica of DATABASE_URL for public, lag-tolerant reads (lib/read-routing.ts). */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: bool.default(true),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** On SIGTERM, how long to fail the health check and keep serving before closing (behind a balancer). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(6000),
  /** Multiplies the login/reset/sign-up attempt budgets (tests run everything from one IP). */
  AUTH_ATTEMPT_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  SMTP_URL: z.string().optional(),
  /** How often this instance runs the alert mail jobs (each-event mails, digests, retries). */
  ALERT_MAIL_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Largest single video upload, bytes (issue 23; default 2 GB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(VIDEO_UPLOAD_MAX_BYTES_DEFAULT),
  /** Bytes one user may keep in uploads and hosted videos (default 10 GB). */
  UPLOAD_QUOTA_BYTES: z.coerce.number().int().min(1).default(VIDEO_QUOTA_BYTES_DEFAULT),
  /**
   * Where tus keeps uploads (default DATA_DIR/media/tus). Behind several instances, a folder
   * they all mount: a PATCH or the transcode job may land on any of them.
   */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** S3-compatible storage for renditions and pictures: set S3_BUCKET to use it (else files). */
  S3_BUCKET: z.string().min(3).optional(),
  /** MinIO, R2, Ceph... (http(s)://host:port); AWS's own endpoint when omitted. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Keys; without them the AWS SDK's own chain (AWS_* variables, instance role, profile). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `host/bucket/key` URLs (MinIO, s3rver); on by default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Demo rule of the player portal (auto-link by e-mail); defaults to SEED_ON_START. */
  PLAYER_CLAIM_AUTO_LINK: bool.optional(),
  /**
   * Spec §2: opens every route to signed-out visitors. The web build reads the same variable
   * (the contract's UNGATE_ALL_ROUTES_VAR) with the same rule (isFlagOn: only 'true'), so the
   * server's document gate and the browser's guard agree; `npm start` builds and runs with it.
   */
  VITE_UNGATE_ALL_ROUTES: z.string().optional().transform(isFlagOn),
});

export type Env = z.infer<typeof envSchema> & {
  /** DATA_DIR made absolute against the directory npm was started from. */
  dataDirAbs: string;
  /** The directory npm was started from: where a CLI's relative file arguments are. */
  invokedFrom: string;
  webDistAbs: string;
  /** PUBLIC_URL without a trailing slash, or http://localhost:PORT: e-mailed links, link previews. */
  publicUrl: string;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The only reader of process.env. A bad value throws a ConfigError naming each variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${fields.join('; ')}`);
  }
  const base = source.INIT_CWD ?? process.cwd();
  return {
    ...parsed.data,
    dataDirAbs: path.resolve(base, parsed.data.DATA_DIR),
    invokedFrom: base,
    webDistAbs: path.resolve(repoRoot, parsed.data.WEB_DIST ?? 'apps/web/dist'),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
      /\/+$/,
      '',
    ),
  };
}

/** UPLOAD_DIR made absolute, or DATA_DIR/media/tus. */
export const tusDir = (env: Env) =>
  env.UPLOAD_DIR
    ? path.resolve(env.invokedFrom, env.UPLOAD_DIR)
    : path.join(env.dataDirAbs, 'media', 'tus');

/**
 * S3_* settings, as s3Config reads them. Here, at the bottom layer (decision 0027): the media
 * module's config takes them from env, never the other way round.
 */
export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT (MinIO, R2, Ceph...); AWS's own when omitted. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` URLs (MinIO, s3rver) instead of `http://bucket.host/key`. */
  forcePathStyle: boolean;
}

/** The S3 storage's settings when S3_BUCKET is set. */
export function s3Config(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials)",
    );
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}
