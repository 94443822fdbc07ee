import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Services } from './http/context';
import { MAX_PHOTO_BYTES } from './files/photoUpload';
import { limitUnreadBodies, MAX_JSON_BYTES } from './http/body';
import { isDatabaseBusy } from './db/errors';
import { ApiError } from './http/errors';
import { auditRefusal } from './access/refusalAudit';
import { Refusal } from './access/authority';
import { authRoutes } from './routes/auth';
import { accountRoutes } from './routes/account';
import { deviceTokenRoutes } from './routes/deviceTokens';
import { announcementRoutes } from './routes/announcements';
import { attendanceRoutes } from './routes/attendance';
import { dashboardRoutes } from './routes/dashboard';
import { fileRoutes } from './routes/files';
import { historyRoutes } from './routes/history';
import { leaveRoutes } from './routes/leave';
import { overtimeRoutes } from './routes/overtime';
import { personalDataRoutes } from './routes/personalData';
import { staffRoutes } from './routes/staff';
import { verificationRoutes } from './routes/verification';
import { correctionRequestRoutes } from './routes/correctionRequests';
import { reminderRoutes } from './routes/reminders';
import { faceCheckRoutes } from './routes/faceCheck';
import { privacyRoutes } from './routes/privacy';
import { overtimeOrderRoutes } from './routes/overtimeOrders';
import { passkeyRoutes } from './routes/passkeys';
import { hrConsoleApi } from './routes/hr/console';
import { payrollApiRoutes } from './routes/payroll';
import { healthRoutes } from './routes/health';

const API_PATHS = ['/pwa/*', '/mobile-v2/*', '/files/*', '/hr/*', '/api/*'];
/** The photo upload: three photos and its fields. */
const LARGEST_BODY_BYTES = 3 * MAX_PHOTO_BYTES + MAX_JSON_BYTES;

export function createApp(services: Services) {
  const app = new Hono<AppEnv>();

  app.onError(async (error, c) => {
    if (error instanceof Refusal) await auditRefusal(services, c.get('employee')?.id ?? null, { ...error.attempt, message: error.message }, `${c.req.method} ${c.req.path}`);
    if (error instanceof ApiError) return c.json({ message: error.message }, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Permintaan tidak valid.' }, error.status as ContentfulStatusCode);
    }
    if (isDatabaseBusy(error)) return c.json({ message: 'Server sedang sibuk. Coba lagi sebentar.' }, 503, { 'Retry-After': '2' });
    console.error(error);
    return c.json({ message: 'Terjadi kesalahan pada server.' }, 500);
  });

  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('*', limitUnreadBodies(LARGEST_BODY_BYTES));

  app.route('/', authRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', attendanceRoutes);
  app.route('/', historyRoutes);
  app.route('/', overtimeRoutes);
  app.route('/', overtimeOrderRoutes);
  app.route('/', staffRoutes);
  app.route('/', verificationRoutes);
  app.route('/', correctionRequestRoutes);
  app.route('/', leaveRoutes);
  app.route('/', fileRoutes);
  app.route('/', announcementRoutes);
  app.route('/', personalDataRoutes);
  app.route('/', accountRoutes);
  app.route('/', reminderRoutes);
  app.route('/', faceCheckRoutes);
  app.route('/', privacyRoutes);
  app.route('/', deviceTokenRoutes);
  app.route('/', passkeyRoutes);
  // A payroll system's pull: its own key, no session (docs/api.md, "Payroll").
  app.route('/', payrollApiRoutes);
  app.route('/', healthRoutes);
  const staticDir = services.config.staticDir;
  const serving = staticDir && existsSync(staticDir) ? staticDir : null;
  // /hr and below are the console's pages too: a browser's navigation there gets the app, any other request the API.
  if (serving) {
    const consolePage = splashPage(serving);
    app.get('/hr/*', (c, next) => (isNavigation(c) ? consolePage(c, next) : next()));
  }
  app.route('/hr', hrConsoleApi);
  for (const path of API_PATHS) {
    app.all(path, (c) => c.json({ message: 'Alamat API tidak ditemukan.' }, 404));
  }

  if (serving) serveApp(app, serving);
  return app;
}

const isNavigation = (c: Context) => c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');

const revalidate = (_path: string, c: Context) => {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
};

/** app.html: the splash the app replaces, for every path of the app but the two rendered at build time. */
const splashPage = (root: string) => serveStatic({ root, path: 'app.html', precompressed: true, onFound: revalidate });

/**
 * The built app: hashed assets cached for a year, everything else revalidated. / is index.html and /login is
 * login.html, both rendered at build time; every other path gets app.html, the splash the app replaces.
 */
function serveApp(app: Hono<AppEnv>, root: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('Vary', 'Accept-Encoding');
      },
    }),
  );
  app.get('/login', serveStatic({ root, path: 'login.html', precompressed: true, onFound: revalidate }));
  app.use('*', serveStatic({ root, precompressed: true, onFound: revalidate }));
  app.get('*', splashPage(root));
}
