/**
 * The camera's face step in Chromium (issue 49: "a face that is really there"), for an employee who agreed: the
 * models come from the app's own origin and run on WebAssembly; the fake camera shows a real face (the middle person of
 * tests/fixtures/faces/sample1.jpg, MIT) or a face-free picture, made into a one-frame video by the test itself. A
 * still picture can never blink or turn: the shutter stays shut until the step's time limit, then opens, and the
 * record waits for a person with the reason in words. The pictures the step judged go with the record as its
 * challenge frames, small JPEGs the server looks at itself: a still face shows no movement there either.
 * The challenge's decision itself is tested on landmark sequences (tests/unit/faceChallenge.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkQueuedFaces } from '../../server/faces/faceChecks';
import { fromJakarta } from '../../server/time';
import { launchPhone } from '../support/browser';
import { expectAlert, signIn } from '../support/attendancePhone';
import { requireBuild } from '../support/builtApp';
import { checkScreen } from '../support/screenCheck';
import { startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const CHALLENGE_TEXTS = ['Kedipkan mata dua kali', 'Tolehkan kepala ke kiri', 'Tolehkan kepala ke kanan'];
const STEP_LIMIT_MS = 15_000;
const FACE = { file: 'tests/fixtures/faces/sample1.jpg', crop: { left: 269, top: 121, width: 400, height: 300 } };

describe('the face step on the phone, with a fake camera fed a real face or none', () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:20');

  beforeAll(async () => {
    server = await startTestServer({ staticDir: requireBuild(), now: () => now });
    await server.services.db.updateTable('employees').set({ face_consent: 'agreed' }).where('username', 'in', ['siti.rahma', 'budi.santoso', 'eko.purnomo']).execute();
  });
  afterAll(() => server.close());

  const flagsOf = async (username: string) =>
    (
      await server.services.db
        .selectFrom('attendance as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(['a.flags', 'a.verification'])
        .where('e.username', '=', username)
        .where('a.work_date', '=', MONDAY)
        .executeTakeFirstOrThrow()
    );
  const stepOf = (username: string) =>
    server.services.db
      .selectFrom('face_checks as f')
      .innerJoin('employees as e', 'e.id', 'f.employee_id')
      .select(['f.challenge', 'f.challenge_outcome', 'f.antispoof', 'f.liveness'])
      .where('e.username', '=', username)
      .executeTakeFirstOrThrow();

  const shutter = (page: Page) => page.getByRole('button', { name: 'Ambil Foto' });
  const guide = (page: Page) => page.getByTestId('face-guide');

  async function openFaceStep(phone: Awaited<ReturnType<typeof launchPhone>>, username: string) {
    await phone.grantPermissions(['geolocation', 'camera'], { origin: server.url });
    const page = await signIn(phone, server.url, username, now);
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await page.getByRole('heading', { name: 'Foto Wajah' }).waitFor({ timeout: 15_000 });
    return page;
  }

  it('a real face: found, asked for a movement with the shutter shut; a still one fails the challenge, and the record waits for a person', async () => {
    const phone = await launchPhone({ cameraPicture: FACE });
    try {
      const page = await openFaceStep(phone, 'siti.rahma');
      await expect.poll(() => guide(page).textContent(), { timeout: 20_000 }).toMatch(new RegExp(CHALLENGE_TEXTS.join('|')));
      expect(await shutter(page).isEnabled()).toBe(false);
      await checkScreen(page, 'langkah-wajah');
      await expect.poll(() => shutter(page).isEnabled(), { timeout: STEP_LIMIT_MS + 10_000 }).toBe(true);
      expect(await guide(page).textContent()).toBe('Gerakan tidak terdeteksi. Foto tetap dapat diambil; absen Anda akan diperiksa atasan.');
      await shutter(page).click();
      await page.getByRole('button', { name: 'Lanjut' }).click();
      await expectAlert(page, 'Absen');
      expect(await flagsOf('siti.rahma')).toEqual({ verification: 'pending', flags: 'face_challenge_failed' });
      const step = await stepOf('siti.rahma');
      expect([step.challenge_outcome, ['blink_twice', 'turn_left', 'turn_right'].includes(step.challenge!)]).toEqual(['failed', true]);
      // The passive models ran on the real face: their scores go with the record as hints.
      expect(step.antispoof).toBeGreaterThanOrEqual(0);
      expect(step.liveness).toBeGreaterThanOrEqual(0);
      // The pictures judged went with the photos: small JPEGs of the face, claimed by the record, named by its step.
      const record = await server.services.db.selectFrom('attendance as a').innerJoin('employees as e', 'e.id', 'a.employee_id').select(['a.face_frame_ids', 'e.id']).where('e.username', '=', 'siti.rahma').where('a.work_date', '=', MONDAY).executeTakeFirstOrThrow();
      const frameIds = JSON.parse(record.face_frame_ids ?? '[]') as string[];
      expect(frameIds.length).toBeGreaterThanOrEqual(2);
      expect(frameIds.length).toBeLessThanOrEqual(4);
      const files = await server.services.db.selectFrom('stored_files').select(['kind', 'owner_employee_id', 'claimed_at', 'size']).where('id', 'in', frameIds).execute();
      expect(files.map((file) => [file.kind, file.owner_employee_id, file.claimed_at !== null])).toEqual(frameIds.map(() => ['face_frame', record.id, true]));
      for (const id of frameIds) {
        const bytes = (await server.services.files.read(server.services.db, id))!;
        const { format, width, height } = await sharp(bytes).metadata();
        expect([format, Math.max(width!, height!) <= 320, bytes.length <= 40 * 1024]).toEqual(['jpeg', true, true]);
      }
      // The server looks at them itself: one face, the same, and no movement.
      await checkQueuedFaces(server.services.db, server.services.files, server.services.notifier, now);
      expect(await server.services.db.selectFrom('face_checks').select('motion').where('employee_id', '=', record.id).where('work_date', '=', MONDAY).executeTakeFirstOrThrow()).toEqual({ motion: 'not_moved' });
    } finally {
      await phone.dispose();
    }
  }, 90_000);

  it("a picture with no face: 'Wajah tidak terlihat', the shutter shut until the limit, then the record says so", async () => {
    const phone = await launchPhone({ stillCamera: true });
    try {
      const page = await openFaceStep(phone, 'budi.santoso');
      await expect.poll(() => guide(page).textContent(), { timeout: 20_000 }).toBe('Wajah tidak terlihat');
      expect(await shutter(page).isEnabled()).toBe(false);
      await expect.poll(() => shutter(page).isEnabled(), { timeout: STEP_LIMIT_MS + 10_000 }).toBe(true);
      expect(await guide(page).textContent()).toBe('Wajah tidak terlihat. Foto tetap dapat diambil; absen Anda akan diperiksa atasan.');
      await shutter(page).click();
      await page.getByRole('button', { name: 'Lanjut' }).click();
      await expectAlert(page, 'Absen');
      expect(await flagsOf('budi.santoso')).toEqual({ verification: 'pending', flags: 'face_not_seen' });
      expect((await stepOf('budi.santoso')).challenge_outcome).toBe('no_face');
    } finally {
      await phone.dispose();
    }
  }, 90_000);

  it('offline after the first use: the models come from the phone, and a record kept for later still gets its face step', async () => {
    const phone = await launchPhone({ cameraPicture: FACE });
    try {
      const page = await openFaceStep(phone, 'eko.purnomo');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 15_000 }).toBe(`${server.url}/sw.js`);
      await expect.poll(() => guide(page).textContent(), { timeout: 20_000 }).toMatch(new RegExp(CHALLENGE_TEXTS.join('|')));
      await page.getByRole('dialog', { name: 'Absen Masuk' }).getByRole('button', { name: 'Batal' }).click();
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const models = names.find((name) => name.startsWith('face-models-'));
        return models ? (await (await caches.open(models)).keys()).map((request) => new URL(request.url).pathname.replace(/-[\w-]+\.js$/, '.js')).sort() : [];
      });
      expect(cached).toEqual(expect.arrayContaining(['/assets/human.esm.js', '/face-models/blazeface.bin', '/face-models/facemesh.bin', '/face-models/antispoof.bin', '/face-models/liveness.bin']));

      await phone.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: 'Absen Masuk' }).click();
      await (await expectAlert(page, 'Absen Gagal')).getByRole('button', { name: 'Simpan, Kirim Nanti' }).click();
      await page.getByRole('heading', { name: 'Foto Wajah' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => guide(page).textContent(), { timeout: 20_000 }).toMatch(new RegExp(CHALLENGE_TEXTS.join('|')));
      expect(await shutter(page).isEnabled()).toBe(false);
      await page.getByRole('dialog', { name: 'Absen Masuk' }).getByRole('button', { name: 'Batal' }).click();
    } finally {
      await phone.setOffline(false);
      await phone.dispose();
    }
  }, 90_000);
});
