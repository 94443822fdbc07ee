import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };

export interface PhoneOptions {
  tolerated?: RegExp;
  locale?: string;
  /** The camera shows one still picture (a diagonal gradient) instead of Chromium's moving test pattern. */
  stillCamera?: boolean;
}

/**
 * A one-frame Y4M video (a header, then the frame's Y plane and its quarter-size U and V planes, YUV 4:2:0): every
 * photo the fake camera takes of it is the same picture, whenever it is taken.
 */
async function writeStillPicture(folder: string) {
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) luma[y * width + x] = Math.round(((x + y) / (width + height)) * 200) + 30;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const file = join(folder, 'still.y4m');
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]));
  return file;
}

/**
 * Debian's Chromium, headless, at a phone viewport, with a fake camera and a settable location, in Indonesian unless
 * `locale` says otherwise. Every page is
 * watched for Content-Security-Policy violations: dispose() fails if the server's policy blocked anything the app
 * tried to load or run, except what `tolerated` names.
 */
export async function launchPhone(options: PhoneOptions = {}): Promise<BrowserContext & { dispose(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'absensi-chromium-'));
  const stillCamera = options.stillCamera ? [`--use-file-for-fake-video-capture=${await writeStillPicture(profile)}`] : [];
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
      ...stillCamera,
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
