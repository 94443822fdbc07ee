import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { LoginLimits } from '../../server/auth/loginLimiter';
import type { ServerConfig } from '../../server/config';
import { newPhotoKey, parsePhotoKeys, type PhotoKeys } from '../../server/files/sealing';
import type { FcmSettings } from '../../server/push/fcmSender';
import { loadVapidKeys } from '../../server/push/vapidKeys';
import { type RunningServer, startServer } from '../../server/server';

/** Set to run the server suites on PostgreSQL (each server gets a database of its own). */
const postgresUrl = process.env.TEST_DATABASE_URL;
export const databaseKind = postgresUrl ? 'postgres' : 'sqlite';
export const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

export interface TestServer extends RunningServer {
  dataDir: string;
  jwtSecret: string;
}

/** A fresh database on the TEST_DATABASE_URL server, and a way to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `absensi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A real server on a free port with a database of its own, seeded with the demo PDAM. */
export async function startTestServer(
  options: {
    staticDir?: string;
    loginLimits?: LoginLimits;
    now?: () => Date;
    seedDemo?: boolean;
    trustProxyHops?: number;
    requestTimeoutMs?: number;
    /** FCM credentials and endpoints (a loopback stand-in); none: notifications to Firebase tokens are only recorded. */
    fcm?: FcmSettings;
    /** Origins of loopback stand-ins for a push service that Web Push subscriptions may point at. */
    pushOrigins?: string[];
    /** Another test server whose database, files and secret this one shares (that one cleans them up). */
    sharing?: TestServer;
    /**
     * The server's retention pass a minute after start (off unless asked: the demo holds photos past their retention,
     * and a pass in the middle of a test changes what it reads; retention tests run the pass when they mean to).
     */
    firstRetention?: boolean;
    /** PASSKEY_REQUIRED_FROM (docs/passkeys.md). */
    passkeyRequiredFrom?: string;
    /** FACE_REQUIRED_FROM (docs/faces.md). */
    faceRequiredFrom?: string;
    /** The face queue's own half-minute passes; off by default: a test runs its passes itself. */
    faceChecks?: boolean;
    /** PHOTO_KEYS (docs/deployment.md); by default a key of its own, or the shared server's. */
    photoKeys?: PhotoKeys;
  } = {},
): Promise<TestServer> {
  const shared = options.sharing;
  const dataDir = shared?.dataDir ?? (await mkdtemp(join(tmpdir(), 'absensi-test-')));
  const database = shared ? null : postgresUrl ? await createPostgresDatabase() : null;
  const jwtSecret = shared?.jwtSecret ?? randomBytes(32).toString('hex');
  const config: ServerConfig = {
    port: 0,
    dataDir,
    databaseUrl: shared?.services.config.databaseUrl ?? database?.url,
    jwtSecret,
    seedDemo: options.seedDemo ?? true,
    staticDir: options.staticDir,
    trustProxyHops: options.trustProxyHops ?? 1,
    fcm: options.fcm,
    webPush: { ...(shared?.services.config.webPush ?? loadVapidKeys(dataDir, {})), extraPushOrigins: options.pushOrigins },
    passkeyRequiredFrom: options.passkeyRequiredFrom,
    faceRequiredFrom: options.faceRequiredFrom,
    // Every test server seals its files, as `npm start` does: each read goes through the key.
    photoKeys: options.photoKeys ?? shared?.services.config.photoKeys ?? parsePhotoKeys(newPhotoKey('uji')),
    // A port nobody listens on: the office map draws over tiles that never come (no tile server in tests).
    mapTiles: { tile_url: UNREACHABLE_TILES, attribution: '© kontributor OpenStreetMap' },
  };
  const running = await startServer(config, {
    loginLimits: options.loginLimits,
    now: options.now,
    hostname: '127.0.0.1',
    requestTimeoutMs: options.requestTimeoutMs,
    // The clock is pinned: a reminder test sends them itself (tests/server/reminders.test.ts), a coalescing test runs the
    // follow-up pass itself (tests/server/notificationCoalescing.test.ts).
    shiftReminders: false,
    notificationFollowUps: false,
    faceChecks: options.faceChecks ?? false,
    firstRetention: options.firstRetention ?? false,
  });
  return {
    ...running,
    dataDir,
    jwtSecret,
    async close() {
      await running.close();
      if (shared) return;
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
