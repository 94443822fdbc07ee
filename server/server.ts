import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { evidenceWriter } from './attendance/evidence';
import { HashingGate } from './auth/hashingGate';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './auth/loginLimiter';
import { RefusalPause } from './auth/refusalPause';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { notifyDueAnnouncements } from './announcements/notifyDue';
import { deleteAbandonedUploads } from './files/cleanup';
import { fileStoreFor } from './files/storage';
import { presetHeaders } from './http/securityHeaders';
import { tileSource } from './map/tiles';
import { notifierFor } from './push/notifier';
import type { Services } from './http/context';
import { closeForgottenClockOuts } from './attendance/forgottenClockOut';
import { sendShiftReminders } from './attendance/reminders';
import { isDatabaseEmpty, seedDemo } from './seed/demo';
import { drainFaceQueue, forgetFacesAfterEmployment, untilQuiet } from './faces/faceChecks';
import { jakartaDate } from './time';
import { deleteExpiredPhotos } from './privacy/retention';
import { expireExports, prepareExports } from './privacy/dataExport';
import { forgetImportPasswords } from './import/employeeImportJob';
import { readPrivacySettings } from './settings/privacySettings';
import { itemKey, runPass } from './maintenance/passes';
import { checkPhotoKeys } from './files/photoKeyCheck';
import { NO_PHOTO_KEYS } from './files/sealing';

export interface RunningServer {
  url: string;
  services: Services;
  seeded: boolean;
  /** The hourly upkeep, also run at start: abandoned uploads, expired login attempts, and photos past their retention are deleted. */
  maintain(): Promise<void>;
  /** The count of stored files no key in PHOTO_KEYS opens, made in the background after the server listens. */
  photoKeysChecked(): Promise<number>;
  close(): Promise<void>;
}

export interface ServerOptions {
  loginLimits?: LoginLimits;
  now?: () => Date;
  hostname?: string;
  /** The whole request, headers and body, must arrive within this time (slow phones on 2G send 150 KB in ~30 s). */
  requestTimeoutMs?: number;
  /** Shift reminders every minute (docs/push.md, "Reminders"); tests that pin the clock send them when they mean to. */
  shiftReminders?: boolean;
  /** Follow-ups of coalesced notifications every minute (docs/push.md, "Coalescing and limits"); tests that pin the clock run the pass themselves. */
  notificationFollowUps?: boolean;
  /** The face queue every half minute (docs/faces.md); tests that pin the clock run its passes when they mean to. */
  faceChecks?: boolean;
  /** The retention pass a minute after start (then hourly); a test comparing the whole database before and after turns the first one off. */
  firstRetention?: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const FACE_QUEUE_MS = 30 * 1000;
/** Password hashes running at once, waiting, and held by one address: two of the thread pool's four threads stay free. */
const HASHING = { running: 2, waiting: 16, perAddress: 4 };

/** Opens and migrates the database, seeds the demo on an empty one when asked, and listens. */
export async function startServer(config: ServerConfig, options: ServerOptions = {}): Promise<RunningServer> {
  const database = openDatabase(config);
  await migrateToLatest(database.db, database.dialect);
  const now = options.now ?? (() => new Date());
  const files = fileStoreFor(config);
  if (!config.photoKeys?.current) console.warn('PHOTO_KEYS belum diisi: foto disimpan tanpa enkripsi (docs/deployment.md, "Photo keys").');
  const seeded = config.seedDemo && (await isDatabaseEmpty(database.db));
  if (seeded) await seedDemo(database.db, files, now());

  const services: Services = {
    db: database.db,
    config,
    loginLimiter: new LoginLimiter(database.db, database.dialect, options.loginLimits ?? DEFAULT_LOGIN_LIMITS, () => now().getTime()),
    hashingGate: new HashingGate(HASHING),
    refusalPause: new RefusalPause(),
    files,
    now,
    notifier: notifierFor(database.db, config, now),
    evidence: evidenceWriter(database.db),
    prepareDataExports: () => prepareCopies(),
    runInBackground: (work) => {
      const running = work(() => closing).catch((error: unknown) => console.error('Pekerjaan latar gagal:', error));
      background.add(running);
      void running.finally(() => background.delete(running));
    },
  };
  const background = new Set<Promise<void>>();
  // Copies of employees' data: one pass at a time per process; one asked for during a pass gets a pass after it.
  let exporting: Promise<void> | undefined;
  let askedAgain = false;
  const prepareCopies = (): void => {
    if (exporting) {
      askedAgain = true;
      return;
    }
    askedAgain = false;
    exporting = prepareExports(services.db, files, now, { stopped: () => closing, busy: () => inFlight > 0 })
      .then(() => undefined, (error: unknown) => console.error('Salinan data pegawai gagal disiapkan:', error))
      .finally(() => {
        exporting = undefined;
        if (askedAgain && !closing) prepareCopies();
      });
  };
  // Requests being answered: the face pass and the retention pass wait for none before each batch, a copy before each
  // megabyte (a while at most).
  let inFlight = 0;
  let closing = false;
  const quiet = () => untilQuiet(() => inFlight > 0);
  // Each step on its own (docs/deployment.md, "Passes"): one that fails is recorded, and the next runs.
  const upkeepSteps: [step: string, work: () => Promise<unknown>][] = [
    ['abandoned_uploads', () => deleteAbandonedUploads(services.db, files, now())],
    ['login_attempts', () => services.loginLimiter.forgetOlderThanWindow()],
    ['announcements', () => notifyDueAnnouncements(services.db, services.notifier, now())],
    ['forgotten_clock_outs', () => closeForgottenClockOuts(services.db, services.notifier, now())],
    [
      'face_references',
      async () => forgetFacesAfterEmployment(services.db, files, jakartaDate(now()), (await readPrivacySettings(services.db)).reference_retention_days),
    ],
    ['expired_exports', () => expireExports(services.db, files, now())],
    ['import_passwords', () => forgetImportPasswords(services.db, now())],
  ];
  const upkeep = async () => {
    await runPass(services.db, 'upkeep', now, async (run) => {
      for (const [step, work] of upkeepSteps) await run.attempt(itemKey('step', step), work, { alwaysRetried: true });
    }).catch((error: unknown) => console.error('Pemeliharaan berkala gagal:', error));
    prepareCopies();
  };
  // One pass at a time per process (others are kept out by its lease); closing waits for its batch to end.
  let retaining: Promise<void> | undefined;
  const retention = () =>
    (retaining ??= deleteExpiredPhotos(services.db, files, now, { beforeBatch: quiet, stop: () => closing })
      .then(
        () => undefined,
        (error: unknown) => console.error('Penghapusan foto sesuai masa simpan gagal:', error),
      )
      .finally(() => (retaining = undefined)));
  const maintain = async () => {
    await upkeep();
    await retention();
  };
  // The retention pass may take minutes on a first run over years of photos: the server listens meanwhile.
  await upkeep();
  const firstRetention = options.firstRetention === false ? undefined : setTimeout(retention, MINUTE_MS);
  firstRetention?.unref();
  const maintenance = setInterval(maintain, HOUR_MS);
  maintenance.unref();
  // Reminders are due to the minute (docs/push.md, "Reminders"): their pass runs every minute beside the hourly one.
  const reminders =
    options.shiftReminders === false
      ? undefined
      : setInterval(() => {
          sendShiftReminders(services.db, services.notifier, now()).catch((error: unknown) => console.error('Pengingat absen gagal dikirim:', error));
        }, MINUTE_MS);
  reminders?.unref();
  // Notifications held in a window go out as one follow-up at its end; a pass at a time per process, closing waits for it.
  let followingUp: Promise<unknown> | null = null;
  const followUps =
    options.notificationFollowUps === false
      ? undefined
      : setInterval(() => {
          followingUp ??= services.notifier
            .sendFollowUps()
            .catch((error: unknown) => console.error('Notifikasi susulan gagal dikirim:', error))
            .finally(() => (followingUp = null));
        }, MINUTE_MS);
  followUps?.unref();
  // A pass at a time per process: a slow one is not joined by the next; closing stops it between records and waits for it.
  let comparing: Promise<unknown> | null = null;
  const faceQueue =
    options.faceChecks === false
      ? undefined
      : setInterval(() => {
          comparing ??= drainFaceQueue(services.db, files, services.notifier, now, () => closing, quiet)
            .catch((error: unknown) => console.error('Antrean pemeriksaan wajah gagal:', error))
            .finally(() => (comparing = null));
        }, FACE_QUEUE_MS);
  faceQueue?.unref();

  // The stored files no key in PHOTO_KEYS opens, counted once the server listens (docs/deployment.md, "Photo keys").
  let photoKeysChecked: Promise<number> = Promise.resolve(0);
  const checkKeysAfterListening = () =>
    services.runInBackground((isClosing) => {
      photoKeysChecked = checkPhotoKeys(services.db, files, config.photoKeys ?? NO_PHOTO_KEYS, now, async () => (await quiet(), !isClosing()));
      return photoKeysChecked.then(() => undefined);
    });

  const requestTimeout = options.requestTimeoutMs ?? 60_000;
  const app = createApp(services);
  const setPresetHeaders = await presetHeaders(tileSource(config.mapTiles));
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: options.hostname,
        serverOptions: {
          requestTimeout,
          headersTimeout: Math.min(requestTimeout, 20_000),
          connectionsCheckingInterval: Math.min(requestTimeout / 2, 5_000),
        },
      },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.prependListener('request', setPresetHeaders);
    server.on('request', (_request, response) => {
      inFlight++;
      response.once('close', () => inFlight--);
    });
    // Node dates every answer by the real clock, which the app anchors an offline clock-in's time to (docs/api.md,
    // `server_time`); a server given another clock dates its answers by that one. Set on Node's answer, as the preset
    // headers are: a header Hono adds after the handler would cost every answer its fast path.
    if (options.now) server.prependListener('request', (_request, response) => response.setHeader('Date', now().toUTCString()));
  });
  checkKeysAfterListening();
  return {
    url: `http://${options.hostname ?? 'localhost'}:${port}`,
    services,
    seeded,
    maintain,
    photoKeysChecked: () => photoKeysChecked,
    close: async () => {
      closing = true;
      clearTimeout(firstRetention);
      clearInterval(maintenance);
      clearInterval(reminders);
      clearInterval(followUps);
      clearInterval(faceQueue);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await retaining;
      await comparing;
      await followingUp;
      await Promise.all(background);
      while (exporting) await exporting;
      await services.notifier.idle();
      await services.evidence.flush();
      await database.close();
    },
  };
}
