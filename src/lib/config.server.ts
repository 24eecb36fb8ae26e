import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/shop.db')
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), 'DATABASE_URL must start with file: or postgres://'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[a-z0-9.\-\[\]:]+(,[a-z0-9.\-\[\]:]+)*$/i, 'ALLOWED_HOSTS must be host names separated by commas, e.g. shop.vn,www.shop.vn')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(8760).default(48),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Per process (each worker keeps its own copy); 24 MB is ~1,000 pages kept compressed (decision 061).
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(24),
  WEB_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(1),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LIMIT_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  LIMIT_SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LIMIT_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(0).default(3),
  LIMIT_QUICK_BUYS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LIMIT_REVIEWS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(600).default(10),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…').optional(),
});

export interface Config {
  port: number;
  databaseUrl: string;
  dataDir: string;
  publicUrl: string | undefined;
  /** Host names the shop answers to without PUBLIC_URL (decision 021); the loopback names by default. */
  allowedHosts: string[];
  sessionSecret: string;
  /** A shopper's session (and cart) ends after this many hours without a visit. */
  sessionIdleHours: number;
  pageCacheSeconds: number;
  /** The page cache's bound in each process: its pages in every encoding kept take at most this many megabytes. */
  pageCacheMegabytes: number;
  /** Processes serving the shop (WEB_CONCURRENCY, 0 = one per core); above 1, a primary keeps them. */
  webConcurrency: number;
  /** Behind a reverse proxy: the client's address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Per client address and hour (decision 022); loopback is limited like any address, so tests raise them. */
  limits: { sessionsPerHour: number; signUpsPerHour: number; confirmationsPerHour: number; quickBuysPerHour: number; reviewsPerHour: number };
  logRequests: boolean;
  seedDemo: boolean;
  /** Where the mail outbox is delivered; unset: messages stay in the outbox table and DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** After SIGTERM, the time the requests in flight have to finish before their connections are cut. */
  shutdownGraceSeconds: number;
}

/** Reads and validates the environment once at start-up; throws a readable message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts: e.ALLOWED_HOSTS ? e.ALLOWED_HOSTS.toLowerCase().split(',') : ['localhost', '127.0.0.1', '[::1]'],
    sessionSecret: e.SESSION_SECRET ?? keptSessionSecret(dataDir),
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    pageCacheMegabytes: e.PAGE_CACHE_MB,
    webConcurrency: e.WEB_CONCURRENCY || availableParallelism(),
    trustProxy: e.TRUST_PROXY === '1',
    limits: { sessionsPerHour: e.LIMIT_SESSIONS_PER_HOUR, signUpsPerHour: e.LIMIT_SIGN_UPS_PER_HOUR, confirmationsPerHour: e.LIMIT_CONFIRMATIONS_PER_HOUR, quickBuysPerHour: e.LIMIT_QUICK_BUYS_PER_HOUR, reviewsPerHour: e.LIMIT_REVIEWS_PER_HOUR },
    logRequests: e.LOG_REQUESTS === '1',
    seedDemo: e.SEED_DEMO === '1',
    smtpUrl: e.SMTP_URL,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
  };
}

// A secret generated once and kept, so sessions and nonces survive restarts without set-up.
function keptSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
