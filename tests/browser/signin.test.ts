import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchPhone } from '../support/browser';
import { requireBuild } from '../support/builtApp';
import { startTestServer, type TestServer } from '../support/testServer';

describe('sign-in in Chromium at 390×844', () => {
  let server: TestServer;
  let browser: BrowserContext & { dispose(): Promise<void> };
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ staticDir: requireBuild() });
    browser = await launchPhone();
  });
  afterAll(async () => {
    await browser?.dispose();
    await server?.close();
  });
  beforeEach(async () => {
    await browser.clearCookies();
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${server.url}/about`);
    await page.evaluate(() => localStorage.clear());
  });

  async function logIn(username: string, password: string) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
  }

  it('goes from the welcome screen to the dashboard, keeps the session on reload, and signs out', async () => {
    await page.goto(server.url);
    await expect.poll(() => page.getByText('Silahkan masuk untuk menggunakan aplikasi absen.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Masuk' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Masuk ke Aplikasi' }).isVisible()).toBe(true);

    await logIn('demo', 'demo1234');
    await expect.poll(() => page.getByRole('alertdialog').textContent()).toContain('Login Berhasil');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Andi Saputra');
    expect(await page.getByTestId('user-nup').textContent()).toBe('NUP 19930715013');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store')!));
    expect(stored.state).toMatchObject({ user: { name: 'Andi Saputra', device_token: '' }, fcmToken: null });

    await page.reload();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Andi Saputra');
    expect(page.url()).toBe(`${server.url}/dashboard`);

    await page.getByRole('link', { name: 'Akun' }).click();
    const token = stored.state.token as string;
    await page.getByRole('button', { name: 'Keluar Akun' }).click();
    await page.waitForURL('**/login');
    // The session ended on the server too: a copy of the token no longer opens anything.
    expect((await fetch(`${server.url}/mobile-v2/absent-information`, { headers: { token } })).status).toBe(401);
    await expect.poll(() => page.getByRole('heading', { name: 'Masuk ke Aplikasi' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store')!).state.token)).toBeNull();

    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/login');
  });

  it('paints / and /login before any JavaScript runs, and takes them over without replacing them or any error', async () => {
    const noScript = await browser.newPage();
    const cdp = await browser.newCDPSession(noScript);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await noScript.goto(server.url);
    expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toBe('Selamat Datang di Absensi');
    await noScript.goto(`${server.url}/login`);
    expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toBe('Masuk ke Aplikasi');
    expect(await noScript.getByLabel('Username').isVisible()).toBe(true);
    await noScript.close();

    for (const [path, heading] of [['/', 'Selamat Datang di Absensi'], ['/login', 'Masuk ke Aplikasi']] as const) {
      const fresh = await browser.newPage();
      const errors: string[] = [];
      fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      fresh.on('pageerror', (error) => errors.push(error.message));
      // Anything React removes from the page it was sent: a hydration that fell back to rendering anew would.
      await fresh.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedByApp: removed });
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
        }).observe(document, { childList: true, subtree: true });
      });
      await fresh.goto(`${server.url}${path}`);
      await expect.poll(() => fresh.evaluate(() => document.readyState)).toBe('complete');
      // Hydrated: the same heading now answers React's events (the link or the form works without a reload).
      expect(await fresh.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      if (path === '/login') {
        await fresh.getByRole('button', { name: 'Masuk' }).click();
        await fresh.getByText('Username wajib diisi.').waitFor();
      } else {
        await fresh.getByRole('link', { name: 'Masuk' }).click();
        await fresh.waitForURL('**/login');
      }
      expect(await fresh.evaluate(() => (window as unknown as { removedByApp: string[] }).removedByApp), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await fresh.close();
    }
  });

  it("keeps the device key a sign-in answers and sends it with that username's next sign-in, also after logout", async () => {
    // The body as the page's fetch sends it: ky hands fetch a half-duplex Request, whose body DevTools does not show.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      const original = window.fetch.bind(window);
      Object.assign(window, { loginBodies: sent });
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/pwa/login')) sent.push(await request.clone().json());
        return original(request);
      };
    });
    const loginBody = async () => {
      await page.waitForRequest((request) => request.url().endsWith('/pwa/login'));
      return (await page.evaluate(() => (window as unknown as { loginBodies: unknown[] }).loginBodies.at(-1))) as Record<string, unknown>;
    };
    await page.goto(`${server.url}/login`);
    const [first] = await Promise.all([loginBody(), logIn('maya.sari', 'demo1234')]);
    expect(first.device_key).toBeUndefined();
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/login`);
    const [second] = await Promise.all([loginBody(), logIn('Maya.Sari', 'demo1234')]);
    expect(second.device_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.waitForURL('**/dashboard');
  });

  it('sends a protected URL without a token to /login, and /login with a token to /dashboard', async () => {
    await page.goto(`${server.url}/riwayat-absen`);
    await page.waitForURL('**/login');
    await logIn('demo', 'demo1234');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/dashboard');
  });

  it('shows "Login Gagal" with the server message for a wrong password, then lets the user try again', async () => {
    await page.goto(`${server.url}/login`);
    await logIn('demo', 'salah-sekali');
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('Login Gagal');
    expect(await alert.textContent()).toContain('Username atau password salah.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => alert.isVisible()).toBe(false);
    expect(page.url()).toBe(`${server.url}/login`);
  });

  it('shows the validation messages and "Logging in..." while the request is under way', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect.poll(() => page.getByText('Username wajib diisi.').isVisible()).toBe(true);
    expect(await page.getByText('Password wajib diisi.').isVisible()).toBe(true);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pwa/login', async (route) => {
      await held;
      await route.continue();
    });
    await logIn('demo', 'demo1234');
    await expect.poll(() => page.getByRole('button', { name: 'Logging in...' }).isDisabled()).toBe(true);
    release();
    await page.waitForURL('**/dashboard');
    await page.unroute('**/pwa/login');
  });

  it('shows the related-staff card only above position level 4', async () => {
    await page.goto(`${server.url}/login`);
    await logIn('atasan', 'demo1234');
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Info' }).click();
    await expect.poll(() => page.getByText('Absen Staff Terkait').isVisible()).toBe(true);

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/login`);
    await logIn('demo', 'demo1234');
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Info' }).click();
    await expect.poll(() => page.getByText('Riwayat Absen', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Absen Staff Terkait').count()).toBe(0);
  });

  it('shows "Halaman tidak ditemukan" for an unknown route', async () => {
    await page.goto(`${server.url}/tidak-ada`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }).isVisible()).toBe(true);
  });
});
