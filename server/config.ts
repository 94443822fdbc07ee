import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  /** Seed the demo PDAM into an empty database. */
  seedDemo: boolean;
  /** Directory of the built app to serve; absent in API-only tests. */
  staticDir?: string;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
}

/** The secret from JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
function loadJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT tidak valid: ${env.PORT}`);
  return {
    port,
    dataDir,
    databaseUrl,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    trustProxy: env.TRUST_PROXY === '1',
  };
}
