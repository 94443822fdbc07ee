import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };

/**
 * Debian's Chromium, headless, at a phone viewport, with a fake camera and a settable location, in Indonesian unless
 * `locale` says otherwise. Every page is
 * watched for Content-Security-Policy violations: dispose() fails if the server's policy blocked anything the app
 * tried to load or run, except what `tolerated` names.
 */
export async function launchPhone(options: { tolerated?: RegExp; locale?: string } = {}): Promise<BrowserContext & { dispose(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'absensi-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const violations: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text) && !options.tolerated?.test(text)) violations.push(text);
  });
  return Object.assign(context, {
    async dispose() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`Content-Security-Policy blocked:\n${violations.join('\n')}`);
    },
  });
}
