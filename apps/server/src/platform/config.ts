import path from 'node:path';

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Redis for the shared limits (REDIS_URL); without it they live in the database. */
  redisUrl: string | null;
  /** Prefix of the limit keys in Redis (REDIS_PREFIX), so deployments can share one Redis. */
  redisKeyPrefix: string;
  isDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  /** Demo mode: the seed deposit addresses are derived from. */
  depositAddressSeed: string;
  /** WebSocket: how often the server pings, and how long a client may stay silent. */
  ws: { heartbeatMs: number; pongTimeoutMs: number };
  /** Check every declared call's answer against its response schema (on under Vitest, or CHECK_RESPONSES=1). */
  checkResponses: boolean;
  /**
   * The key that seals the secrets the server reads back (API keys' HMAC secrets, users'
   * authenticator secrets; API_KEY_SEAL_KEY: 32 bytes in base64), kept out of the database;
   * without it one is made once in DATA_DIR/api-key-seal.key (platform/secret-seal.ts).
   */
  apiKeySealKey: string | null;
  /**
   * Signed checkpoints (modules/transparency): the Ed25519 key's private half, kept out of the
   * database and read only by the checkpoint job: CHECKPOINT_KEY (the 32-byte seed in hex), else
   * the file CHECKPOINT_KEY_FILE (default DATA_DIR/checkpoint.key, made once if missing); how often
   * a checkpoint is written (CHECKPOINT_EVERY_MS, default 10 minutes); how many checkpoints keep
   * their users' proofs (CHECKPOINT_KEEP_PROOFS, default 6).
   */
  checkpoint: { key: string | null; keyFile: string; everyMs: number; keepProofs: number };
};

const HOUR = 3_600_000;

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : fallback;
}

/** Reads the configuration from the environment (README "Configuration" lists each variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : null,
    redisUrl: /^rediss?:\/\//.test(env.REDIS_URL ?? '') ? env.REDIS_URL! : null,
    redisKeyPrefix: env.REDIS_PREFIX || 'exchange:limits:',
    isDemo: env.DEMO !== '0',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Exchange <no-reply@localhost>',
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    session: {
      idleMs: intFrom(env.SESSION_IDLE_HOURS, 24 * 7) * HOUR,
      absoluteMs: intFrom(env.SESSION_MAX_HOURS, 24 * 30) * HOUR,
    },
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, 2 * 1024 * 1024),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 64 * 1024),
    depositAddressSeed: env.DEPOSIT_ADDRESS_SEED ?? 'exchange-demo-deposit-seed',
    ws: { heartbeatMs: 5_000, pongTimeoutMs: 30_000 },
    checkResponses: env.CHECK_RESPONSES === '1' || Boolean(env.VITEST),
    apiKeySealKey: env.API_KEY_SEAL_KEY || null,
    checkpoint: {
      key: env.CHECKPOINT_KEY || null,
      keyFile: path.resolve(env.CHECKPOINT_KEY_FILE ?? path.join(dataDir, 'checkpoint.key')),
      everyMs: intFrom(env.CHECKPOINT_EVERY_MS, 600_000),
      keepProofs: intFrom(env.CHECKPOINT_KEEP_PROOFS, 6),
    },
  };
}
