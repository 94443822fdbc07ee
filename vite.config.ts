import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_PREFIXES = ['/pwa', '/mobile-v2', '/files'];
/** The chunks a first visit loads from the network (/, /login, /about), whose dependencies are worth announcing early. */
const FIRST_VISIT_CHUNK = /\/(main|LoginPage|AboutPage)-[\w-]+\.js$/;
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/** The folder this build writes to (`--outDir` included), known once Vite has resolved its config. */
let outDir = 'dist';
const rememberOutDir: Plugin = {
  name: 'absensi:out-dir',
  configResolved(config) {
    outDir = config.build.outDir;
  },
};

/**
 * Gives every file of the app shell's precache its SHA-384. A worker that is served another file than the one it was
 * built with (a deploy caught half-copied) then fails to install, and the phone keeps its version until the next
 * check, instead of keeping a page that asks for files the new version no longer has.
 */
async function withIntegrity<Entry extends { url: string }>(entries: Entry[]) {
  const manifest = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      integrity: `sha384-${createHash('sha384').update(await readFile(join(outDir, entry.url))).digest('base64')}`,
    })),
  );
  return { manifest };
}

/** Writes .br and .gz beside every compressible file of the build, for the server to send as they are. */
function precompress(): Plugin {
  return {
    name: 'absensi:precompress',
    apply: 'build',
    enforce: 'post',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|webmanifest|wasm)$/.test(name))) {
        const path = join(outDir, file);
        const content = await readFile(path);
        if (content.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const require = createRequire(import.meta.url);
const humanFolder = dirname(dirname(require.resolve('@vladmandic/human')));
const HUMAN_VERSION = (JSON.parse(readFileSync(join(humanFolder, 'package.json'), 'utf8')) as { version: string }).version;
const wasmFolder = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
/** Where src/faces/faceCamera.ts looks for them. */
const FACE_MODELS_PATH = '/face-models/';
/**
 * The face step's files, from the packages themselves (docs/faces.md, "On the phone"): Human's detector, mesh,
 * antispoof and liveness models, and TensorFlow.js's WASM builds (plain and SIMD; the threaded one needs a
 * cross-origin isolation the app does not ask for). Human 3.3.6 bundles TensorFlow.js 4.22.0, the same as the package.
 */
const FACE_FILES = new Map([
  ...['blazeface', 'facemesh', 'antispoof', 'liveness'].flatMap((model) => ['json', 'bin'].map((ext) => [`${model}.${ext}`, join(humanFolder, 'models', `${model}.${ext}`)] as const)),
  ...['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'].map((file) => [file, join(wasmFolder, file)] as const),
]);
const FACE_FILE_TYPES: Record<string, string> = { json: 'application/json', bin: 'application/octet-stream', wasm: 'application/wasm' };

/**
 * Serves the face step's files from the app's own origin (Human's defaults point at a CDN): written into the build
 * under /face-models/, served by the dev server from the packages. Kept out of the precache: the service worker keeps
 * them at run time, after the first face step (runtimeCaching below).
 */
function faceModels(): Plugin {
  return {
    name: 'absensi:face-models',
    configureServer(server) {
      server.middlewares.use(FACE_MODELS_PATH, (request, response, next) => {
        const name = (request.url ?? '').slice(1).split('?')[0]!;
        const file = FACE_FILES.get(name);
        if (!file) return next();
        response.setHeader('Content-Type', FACE_FILE_TYPES[name.split('.').pop()!]!);
        createReadStream(file).pipe(response);
      });
    },
    async generateBundle() {
      for (const [name, file] of FACE_FILES) this.emitFile({ type: 'asset', fileName: `${FACE_MODELS_PATH.slice(1)}${name}`, source: await readFile(file) });
    },
  };
}

const ROOT_CONTENT = /<div id="root"><!--root-->[\s\S]*<!--\/root--><\/div>/;

/**
 * Renders / and /login to HTML with the app's own components (src/app/prerender.tsx, loaded through a Vite server
 * in SSR mode): index.html and login.html then paint the page before any JavaScript, and the app hydrates it. The
 * splash page stays as app.html, for every other path. Runs before the service worker is generated, so all three are
 * precached.
 */
function prerenderPages(): Plugin {
  return {
    name: 'absensi:prerender',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!ROOT_CONTENT.test(template)) throw new Error('index.html: no <div id="root"><!--root-->…<!--/root--></div> to render into');
        await writeFile(join(outDir, 'app.html'), template);
        const server = await createServer({
          configFile: false,
          plugins: [react()],
          appType: 'custom',
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          // Server-side rendering only: nothing to pre-bundle for a browser (the scan would trip over virtual modules).
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('./src/app/prerender');
          for (const [path, file] of [['/', 'index.html'], ['/login', 'login.html']] as const) {
            const page = `<div id="root" data-prerendered="${path}">${await renderPage(path)}</div>`;
            await writeFile(join(outDir, file), template.replace(ROOT_CONTENT, () => page));
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    rememberOutDir,
    faceModels(),
    prerenderPages(),
    react(),
    UnoCSS(),
    VitePWA({
      // A new version waits for the user's 'Muat Ulang' (src/pwa/appUpdate.ts registers the worker).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Absensi PDAM Tirta Kencana',
        short_name: 'Absensi',
        description: 'Absensi pegawai PDAM Tirta Kencana',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0369a1',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/screenshots/dashboard-narrow.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Beranda: absen masuk dan pulang' },
          { src: '/screenshots/riwayat-narrow.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Riwayat absen per bulan' },
          { src: '/screenshots/dashboard-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Beranda di layar lebar' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The messaging worker updates on its own (its own scope); the shell's cache never holds it. Screenshots are
        // only for the install sheet.
        globIgnores: ['firebase-messaging-sw.js', 'screenshots/**', 'assets/human.esm-*.js'],
        // Human's chunk and models are only for employees who agreed to the face check: kept at their first face step,
        // then offline like the rest. The cache's name follows Human's version, so an upgrade fetches them anew.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/face-models/') || url.pathname.startsWith('/assets/human.esm-'),
            handler: 'CacheFirst',
            options: { cacheName: `face-models-${HUMAN_VERSION}`, expiration: { maxEntries: 24 } },
          },
        ],
        // The first install takes the page it was installed from, so a first session can already open every screen
        // offline; a later version still waits for 'Muat Ulang' (it has no skipWaiting).
        clientsClaim: true,
        // Every path but / and /login (precached as index.html and login.html) opens on the splash.
        navigateFallback: '/app.html',
        navigateFallbackDenylist: API_PREFIXES.map((prefix) => new RegExp(`^${prefix}/`)),
        manifestTransforms: [withIntegrity],
      },
    }),
    precompress(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // The face library's own chunk (~1.6 MB, fetched only when a face step opens); the first load is held to 100 KB
    // gzip by tests/browser/serving.test.ts instead.
    chunkSizeWarningLimit: 1600,
    // Vite announces a lazily loaded chunk's dependencies with <link rel=modulepreload>, all in one task: for the
    // signed-in pages, dozens of links held the dashboard's main thread longer than its own rendering. Those pages come
    // from the app-shell worker's cache; only the first visit's chunks (the main one, /login's, /about's) keep them.
    modulePreload: { resolveDependencies: (filename, deps, { hostType }) => (hostType === 'html' || FIRST_VISIT_CHUNK.test(filename) ? deps : []) },
  },
  server: { proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_TARGET])) },
});
