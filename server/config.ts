import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { newPhotoKey, parsePhotoKeys, type PhotoKeys } from './files/sealing';
import type { FcmSettings } from './push/fcmSender';
import { loadVapidKeys, type WebPushSettings } from './push/vapidKeys';
import { mapTilesFromEnv } from './map/tiles';
import type { MapTiles } from '../src/contract/shifts';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  /** Seed the demo PDAM into an empty database. */
  seedDemo: boolean;
  /** Directory of the built app to serve; absent in API-only tests. */
  staticDir?: string;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: none, use the socket). */
  trustProxyHops: number;
  /** Push through FCM to phones of a build with Firebase settings (docs/push.md). */
  fcm?: FcmSettings;
  /** Standard Web Push to phones of a build without them: this server's VAPID keys (docs/push.md). */
  webPush: WebPushSettings;
  /** The app's public origin, the passkeys' relying party; unset: only loopback origins (docs/passkeys.md). */
  publicOrigin?: string;
  /** From this day (WIB) a clock-in of an employee without a passkey waits ('perangkat belum didaftarkan'); unset: never. */
  passkeyRequiredFrom?: string;
  /** From this day (WIB) a record of an employee who has not agreed to the face check waits ('tanpa pemeriksaan wajah'); unset: never. */
  faceRequiredFrom?: string;
  /** The keys stored files are sealed and opened with (docs/deployment.md, "Photo keys"); none: stored as they are. */
  photoKeys?: PhotoKeys;
  /** The console's office map's tiles, the one other origin images may come from (docs/deployment.md, "Office map"). */
  mapTiles: MapTiles;
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

/**
 * PHOTO_KEYS, or on one server without PostgreSQL a key generated on first start and kept in DATA_DIR (away from a
 * copy of the database, not from the disk: docs/deployment.md). Several servers on PostgreSQL must share theirs.
 */
function loadPhotoKeys(dataDir: string, env: NodeJS.ProcessEnv): PhotoKeys | undefined {
  if (env.PHOTO_KEYS) return parsePhotoKeys(env.PHOTO_KEYS);
  if (env.DATABASE_URL) return undefined;
  const file = join(dataDir, 'photo-keys');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, newPhotoKey('lokal'), { mode: 0o600 });
  }
  return parsePhotoKeys(readFileSync(file, 'utf8'));
}

function wholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) throw new Error(`${name} tidak valid: ${value}`);
  return parsed;
}

function origin(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`${name} harus berupa origin seperti https://absensi.pdam.example: ${value}`);
  }
  return url.origin;
}

function isoDay(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new Error(`${name} harus berupa tanggal YYYY-MM-DD: ${value}`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: wholeNumber('PORT', env.PORT, 8080, 65535),
    dataDir,
    databaseUrl,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    trustProxyHops: wholeNumber('TRUST_PROXY', env.TRUST_PROXY, 0, 10),
    webPush: loadVapidKeys(dataDir, env),
    publicOrigin: origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN),
    passkeyRequiredFrom: isoDay('PASSKEY_REQUIRED_FROM', env.PASSKEY_REQUIRED_FROM),
    faceRequiredFrom: isoDay('FACE_REQUIRED_FROM', env.FACE_REQUIRED_FROM),
    photoKeys: loadPhotoKeys(dataDir, env),
    mapTiles: mapTilesFromEnv(env),
    fcm: env.FCM_SERVICE_ACCOUNT
      ? { serviceAccountFile: resolve(env.FCM_SERVICE_ACCOUNT), endpoint: env.FCM_ENDPOINT || undefined, tokenUrl: env.FCM_TOKEN_URL || undefined }
      : undefined,
  };
}
