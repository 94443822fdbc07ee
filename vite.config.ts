import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_PREFIXES = ['/pwa', '/mobile-v2', '/files'];
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/** Writes .br and .gz beside every compressible file of the build, for the server to send as they are. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'absensi:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|webmanifest)$/.test(name))) {
        const path = join(outDir, file);
        const content = await readFile(path);
        if (content.length < 1024) continue;
        await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
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
        globIgnores: ['firebase-messaging-sw.js', 'screenshots/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: API_PREFIXES.map((prefix) => new RegExp(`^${prefix}/`)),
      },
    }),
    precompress(),
  ],
  build: { manifest: true, target: 'es2022' },
  server: { proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_TARGET])) },
});
