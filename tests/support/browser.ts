import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import sharp from 'sharp';

export const PHONE = { width: 390, height: 844 };

export interface PhoneOptions {
  tolerated?: RegExp;
  locale?: string;
  /** The camera shows one still picture (a diagonal gradient) instead of Chromium's moving test pattern. */
  stillCamera?: boolean;
  /** The camera shows this picture instead (a real face, for the face step). */
  cameraPicture?: CameraPicture;
}

/** A picture the fake camera shows: a JPEG of tests/fixtures and the part of it to show, scaled to 640×480. */
export interface CameraPicture {
  file: string;
  crop: { left: number; top: number; width: number; height: number };
}

const [FRAME_WIDTH, FRAME_HEIGHT] = [640, 480];

/** A diagonal grey gradient: no face in it. */
function gradient() {
  const rgb = Buffer.alloc(FRAME_WIDTH * FRAME_HEIGHT * 3);
  for (let y = 0; y < FRAME_HEIGHT; y++) {
    for (let x = 0; x < FRAME_WIDTH; x++) rgb.fill(Math.round(((x + y) / (FRAME_WIDTH + FRAME_HEIGHT)) * 200) + 30, (y * FRAME_WIDTH + x) * 3, (y * FRAME_WIDTH + x) * 3 + 3);
  }
  return rgb;
}

/**
 * A one-frame Y4M video (a header, then the frame's Y plane and its quarter-size U and V planes, YUV 4:2:0, BT.601
 * full range): every photo the fake camera takes of it is the same picture, whenever it is taken.
 */
async function writeStillPicture(folder: string, picture?: CameraPicture) {
  const rgb = picture
    ? await sharp(picture.file).extract(picture.crop).resize(FRAME_WIDTH, FRAME_HEIGHT, { fit: 'fill' }).removeAlpha().raw().toBuffer()
    : gradient();
  const at = (x: number, y: number, channel: number) => rgb[(y * FRAME_WIDTH + x) * 3 + channel]!;
  const luma = Buffer.alloc(FRAME_WIDTH * FRAME_HEIGHT);
  for (let y = 0; y < FRAME_HEIGHT; y++) for (let x = 0; x < FRAME_WIDTH; x++) luma[y * FRAME_WIDTH + x] = Math.round(0.299 * at(x, y, 0) + 0.587 * at(x, y, 1) + 0.114 * at(x, y, 2));
  const [u, v] = [Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2)), Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2))];
  for (let y = 0; y < FRAME_HEIGHT / 2; y++) {
    for (let x = 0; x < FRAME_WIDTH / 2; x++) {
      const mean = (channel: number) => (at(2 * x, 2 * y, channel) + at(2 * x + 1, 2 * y, channel) + at(2 * x, 2 * y + 1, channel) + at(2 * x + 1, 2 * y + 1, channel)) / 4;
      const [r, g, b] = [mean(0), mean(1), mean(2)];
      u[y * (FRAME_WIDTH / 2) + x] = Math.round(Math.min(255, Math.max(0, -0.169 * r - 0.331 * g + 0.5 * b + 128)));
      v[y * (FRAME_WIDTH / 2) + x] = Math.round(Math.min(255, Math.max(0, 0.5 * r - 0.419 * g - 0.081 * b + 128)));
    }
  }
  const file = join(folder, 'still.y4m');
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, u, v]));
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
  const stillCamera = options.stillCamera || options.cameraPicture ? [`--use-file-for-fake-video-capture=${await writeStillPicture(profile, options.cameraPicture)}`] : [];
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
