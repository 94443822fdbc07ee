import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, requireBuild } from '../support/builtApp';
import { logInAs } from '../support/http';
import { startTestServer, type TestServer } from '../support/testServer';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The JS files a route loads: the entry's static imports plus the given lazy chunks and theirs. */
async function scriptsLoadedBy(lazyModules: string[]): Promise<string[]> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  lazyModules.forEach(visit);
  return [...files];
}

describe('the built app as the server sends it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ staticDir: requireBuild() });
  });
  afterAll(() => server?.close());

  it('loads at most 100 KB of gzipped JS for / and /login, with neither push nor camera code in it', async () => {
    const files = await scriptsLoadedBy(['src/main.tsx', 'src/views/LoginPage.tsx']);
    let total = 0;
    for (const file of files) {
      const content = await readFile(join(DIST, file));
      total += gzipSync(content, { level: 9 }).length;
      expect(content.toString()).not.toMatch(/firebase|getUserMedia|react-webcam|statelyai/i);
    }
    console.log(`JS for / and /login: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(100 * 1024);
  });

  it('never ships the Stately inspector in the production bundle', async () => {
    const manifest = await readFile(join(DIST, '.vite/manifest.json'), 'utf8');
    for (const file of Object.values(JSON.parse(manifest) as Record<string, ManifestChunk>).map((c) => c.file)) {
      expect(await readFile(join(DIST, file), 'utf8')).not.toMatch(/createBrowserInspector|@statelyai/);
    }
  });

  it('serves hashed assets immutable and compressed, index.html and the service worker revalidated', async () => {
    const [entry] = await scriptsLoadedBy([]);
    const asset = await fetch(`${server.url}/${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const gzipped = await fetch(`${server.url}/${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');

    for (const path of ['/', '/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers / and /login with their pages rendered at build time, other app routes with the splash, API paths with JSON', async () => {
    const route = await fetch(`${server.url}/riwayat-absen`);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('PDAM Tirta Kencana · Memuat...');
    for (const [path, text] of [
      ['/', 'Silahkan masuk untuk menggunakan aplikasi absen.'],
      ['/login', 'Masuk ke Aplikasi'],
    ]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      const html = await page.text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toContain(text);
      expect(html, path).not.toContain('Memuat...');
    }

    const api = await fetch(`${server.url}/mobile-v2/tidak-ada`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
  });

  it("answers a browser's visit to a console page with the app, and the app's calls on the same /hr paths with JSON", async () => {
    // /hr/audit is both the console's audit page and its call (docs/hr.md).
    for (const path of ['/hr', '/hr/audit', '/hr/pegawai']) {
      const page = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' } });
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('PDAM Tirta Kencana · Memuat...');
    }
    const signedOut = await fetch(`${server.url}/hr/audit`, { headers: { accept: 'application/json' } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: expect.any(String) });
    const token = await logInAs(server.url, 'hr');
    const audit = await fetch(`${server.url}/hr/audit`, { headers: { accept: 'application/json', token } });
    expect(audit.status).toBe(200);
    expect(audit.headers.get('content-type')).toMatch(/json/);
    const unknown = await fetch(`${server.url}/hr/tidak-ada`, { headers: { accept: 'application/json', token } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
  });

  it('compresses list answers, not the small ones, and never lets personal data be cached', async () => {
    const login = await fetch(`${server.url}/pwa/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('content-encoding')).toBeNull();
    const { token } = (await login.json()) as { token: string };
    const period = new Date().toISOString().slice(0, 7).replace('-', '');
    const history = await fetch(`${server.url}/mobile-v2/riwayat-absen?period=${period}`, { headers: { token, 'accept-encoding': 'gzip' } });
    expect(history.status).toBe(200);
    expect(history.headers.get('content-encoding')).toBe('gzip');
    expect(history.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers with pages, assets, API answers and errors alike', async () => {
    const [entry] = await scriptsLoadedBy([]);
    for (const path of ['/', '/dashboard', `/${entry}`, '/sw.js', '/mobile-v2/tidak-ada', '/mobile-v2/absent-information']) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      // Images from the app, photos' data: and blob: URLs, and the one tile server of the office map (MAP_TILE_URL).
      expect(csp, path).toContain("img-src 'self' data: blob: http://127.0.0.1:9;");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('ships a page with no inline script, so the policy costs the app nothing', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\ssrc=/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
