import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { HEAD_OFFICE } from './attendanceApi';
import { launchPhone, type PhoneOptions } from './browser';
import { requireBuild } from './builtApp';
import { startTestServer, type TestServer } from './testServer';

export interface PhoneAndServer {
  server: TestServer;
  phone: BrowserContext & { dispose(): Promise<void> };
}

/**
 * For a describe block: a test server with the built app whose clock is `now()`, and a phone allowed to use
 * location and camera on it; both closed after the block.
 */
export function phoneAndServer(now: () => Date, phoneOptions: PhoneOptions = {}): PhoneAndServer {
  const setup = {} as PhoneAndServer;
  beforeAll(async () => {
    setup.server = await startTestServer({ staticDir: requireBuild(), now });
    setup.phone = await launchPhone(phoneOptions);
    await setup.phone.grantPermissions(['geolocation', 'camera'], { origin: setup.server.url });
  });
  afterAll(async () => {
    await setup.phone?.dispose();
    await setup.server?.close();
  });
  return setup;
}

/**
 * Signs `username` in on a new page of the phone, whose clock shows `now`, and waits for the dashboard (and, unless
 * told otherwise, for 'Absen Masuk' to be pressable). `prepare` readies the page before it loads anything.
 */
export async function signIn(
  phone: BrowserContext,
  serverUrl: string,
  username: string,
  now: Date,
  position = HEAD_OFFICE,
  options: { prepare?: (page: Page) => Promise<unknown>; awaitClockIn?: boolean } = {},
): Promise<Page> {
  await phone.setOffline(false);
  await phone.setGeolocation({ ...position, accuracy: 12 });
  const page = await phone.newPage();
  await options.prepare?.(page);
  await page.clock.setFixedTime(now);
  await page.goto(`${serverUrl}/login`);
  await page.evaluate(() => localStorage.removeItem('auth-store'));
  await page.reload();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/dashboard');
  if (options.awaitClockIn !== false) await expect.poll(() => page.getByRole('button', { name: 'Absen Masuk' }).isEnabled(), { timeout: 10_000 }).toBe(true);
  return page;
}

/** The camera step titled `title`: waits for the live picture, takes the photo, goes on. */
export async function takePhoto(page: Page, title: string) {
  await expect.poll(() => page.getByRole('heading', { name: title }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: 'Ambil Foto' }).isEnabled(), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: 'Ambil Foto' }).click();
  await page.getByRole('button', { name: 'Ulangi' }).waitFor();
  await page.getByRole('button', { name: 'Lanjut' }).click();
}

export async function expectAlert(page: Page, title: string) {
  const alert = page.getByRole('alertdialog');
  await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toContain(title);
  return alert;
}
