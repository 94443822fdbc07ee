/**
 * What one employee can make the server keep is bounded by design: every file they hold counts against a quota of
 * bytes HR sets (200 MB by default, at least 20); an attachment that would take them over it is refused with what to
 * do, and attachments sent at once cannot slip past it together; clock-in photos count but are never refused; the file
 * of a withdrawn, cancelled or rejected request is deleted at once, row and bytes, by whichever route decides it; and a
 * payload's optional file id is absent, null or the sender's own unused upload of its kind: '' and anything else is
 * refused 400, and nothing is stored. The demo data is seeded on Monday 23 November 2026 at 06:00 WIB; that day and
 * after hold no records but the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE, honestReading, photo, pngOfSize } from '../support/attendanceApi';
import { logInAs, postJson } from '../support/http';
import { leaveApi, pdf, uploadAttachment } from '../support/leaveApi';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MB = 1024 * 1024;
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
/** docs/hr.md, "Settings": the storage space per employee by default, and the least HR may set. */
const DEFAULT_QUOTA_MB = 200;
const LEAST_QUOTA_MB = 20;
const SETTINGS = { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 };
const FULL_ADVICE = 'Tarik pengajuan menunggu yang tidak diperlukan lagi (lampirannya langsung dihapus), kirim tanpa lampiran bila tidak wajib, atau hubungi SDM.';

/** A whole PDF of exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  for (let length = size - pdf('').length; ; ) {
    const bytes = pdf('x'.repeat(length));
    if (bytes.length === size) return bytes;
    length -= bytes.length - size;
  }
}

/** The days and directions an employee may ask to correct on Wednesday morning, one request waiting for each. */
const SLOTS = [
  { date: MONDAY, direction: 'in', time: '07:25' },
  { date: MONDAY, direction: 'out', time: '16:05' },
  { date: TUESDAY, direction: 'in', time: '07:25' },
  { date: TUESDAY, direction: 'out', time: '16:05' },
  { date: WEDNESDAY, direction: 'in', time: '07:25' },
] as const;
const correction = (slot: number, filename: string | null) => ({ ...SLOTS[slot]!, office_id: null, reason: 'Lupa absen, ada di lokasi', filename });
const leave = (day: string, filename: string | null) => ({ reason: 'IZIN', description: 'Urusan keluarga', start_date: `${day} Desember 2026`, end_date: `${day} Desember 2026`, filename });

describe(`storage space and file ids (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(WEDNESDAY, '10:00');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let address = 0;

  const as = (username: string) => ({ token: tokens[username]! });
  const ask = (username: string, body: object) => postJson(`${server.url}/mobile-v2/koreksi-absen`, body, as(username));
  const saveQuota = (megabytes: number) => postJson(`${server.url}/hr/settings`, { ...SETTINGS, file_quota_mb: megabytes }, as('hr'));
  /** An attachment uploaded as the app does, without a token, each from an address of its own (25 MB an hour each). */
  const attach = async (bytes: Buffer) => {
    address += 1;
    const answer = await uploadAttachment(server.url, bytes, 'application/pdf', `198.51.${100 + Math.floor(address / 200)}.${address % 200}`);
    expect(answer.status).toBe(200);
    return answer.body.filename as string;
  };
  const heldBytes = async (username: string) =>
    Number(
      (
        await server.services.db
          .selectFrom('stored_files')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
          .where('owner_employee_id', '=', ids[username]!)
          .executeTakeFirstOrThrow()
      ).bytes,
    );
  const requestsOf = (username: string) => server.services.db.selectFrom('correction_requests').selectAll().where('employee_id', '=', ids[username]!).orderBy('id').execute();
  const storedFile = (id: string) => server.services.db.selectFrom('stored_files').select(['owner_employee_id', 'claimed_at']).where('id', '=', id).executeTakeFirst();
  /** What is left of a file: its row, a note that its bytes are still to be erased, its bytes. */
  const leftOf = async (id: string) => ({
    row: (await storedFile(id)) ?? null,
    erasure: (await server.services.db.selectFrom('file_erasures').select('file_id').where('file_id', '=', id).executeTakeFirst()) ?? null,
    bytes: await server.services.files.read(server.services.db, id),
  });
  const GONE = { row: null, erasure: null, bytes: null };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'dewi.anggraini', 'budi.santoso', 'demo', 'ratna.dewi', 'wulan.sari', 'atasan', 'hr']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it('starts from 200 MB a person, which HR sets from 20 MB to 5000 MB', async () => {
    expect((await postJson(`${server.url}/hr/settings`, SETTINGS, as('hr'))).status).toBe(200);
    const settings = await fetch(`${server.url}/hr/settings`, { headers: as('hr') }).then((answer) => answer.json());
    expect(settings.file_quota_mb).toBe(DEFAULT_QUOTA_MB);
    for (const [megabytes, message] of [
      [19, 'Ruang berkas per pegawai minimal 20.'],
      [5001, 'Ruang berkas per pegawai maksimal 5000.'],
      [20.5, 'Ruang berkas per pegawai harus bilangan bulat.'],
    ] as const) {
      const answer = await saveQuota(megabytes);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await saveQuota(LEAST_QUOTA_MB)).status).toBe(200);
  });

  it('refuses an attachment that would take the employee over their space, says what to do, keeps nothing, and takes it once space is freed', async () => {
    for (let slot = 0; slot < 4; slot++) expect((await ask('siti.rahma', correction(slot, await attach(pdfOfSize(4.5 * MB))))).status).toBe(200);
    const held = await heldBytes('siti.rahma');
    expect(held).toBeGreaterThan(18 * MB);
    expect(held).toBeLessThanOrEqual(LEAST_QUOTA_MB * MB);

    const fifth = await attach(pdfOfSize(4.5 * MB));
    const refused = await ask('siti.rahma', correction(4, fifth));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Ruang berkas Anda penuh: 18(,\d)? MB dari 20 MB dipakai, lampiran ini 4,5 MB\. /);
    expect(refused.body.message.endsWith(FULL_ADVICE)).toBe(true);
    // A leave attachment counts the same way.
    const leaveRefused = await leaveApi(server.url, tokens['siti.rahma']!).insert(leave('14', fifth));
    expect([leaveRefused.status, leaveRefused.body.message]).toEqual([409, refused.body.message]);
    expect(await requestsOf('siti.rahma')).toHaveLength(4);
    expect(await storedFile(fifth)).toEqual({ owner_employee_id: null, claimed_at: null });
    expect(await heldBytes('siti.rahma')).toBe(held);

    // What the message says to do: a waiting request withdrawn gives its space back at once.
    const first = (await requestsOf('siti.rahma'))[0]!;
    expect((await postJson(`${server.url}/mobile-v2/koreksi-absen/tarik`, { id: first.id }, as('siti.rahma'))).status).toBe(200);
    expect(await ask('siti.rahma', correction(4, fifth))).toMatchObject({ status: 200 });
    expect(await heldBytes('siti.rahma')).toBeLessThanOrEqual(LEAST_QUOTA_MB * MB);
  });

  it('counts attachments claimed at the same moment one after the other: together they cannot pass the quota', async () => {
    const uploads = [];
    for (let slot = 0; slot < SLOTS.length; slot++) uploads.push(await attach(pdfOfSize(4.5 * MB)));
    const answers = await Promise.all(uploads.map((upload, slot) => ask('dewi.anggraini', correction(slot, upload))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 409]);
    expect(await requestsOf('dewi.anggraini')).toHaveLength(4);
    expect(await heldBytes('dewi.anggraini')).toBeLessThanOrEqual(LEAST_QUOTA_MB * MB);
  });

  it('never refuses a clock-in photo for the quota, but counts it', async () => {
    for (let slot = 0; slot < 4; slot++) expect((await ask('budi.santoso', correction(slot, await attach(pdfOfSize(4.5 * MB))))).status).toBe(200);
    const budi = leaveApi(server.url, tokens['budi.santoso']!);
    // Filled to a thousand bytes short of the quota: less than a clock-in's face photo.
    const filler = await attach(pdfOfSize(LEAST_QUOTA_MB * MB - (await heldBytes('budi.santoso')) - 1000));
    expect((await budi.insert(leave('14', filler))).status).toBe(200);
    expect(await heldBytes('budi.santoso')).toBe(LEAST_QUOTA_MB * MB - 1000);

    const api = attendanceApi(server.url, tokens['budi.santoso']!, () => now);
    const clockIn = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' });
    expect(clockIn.submit!.status).toBe(200);
    expect(await heldBytes('budi.santoso')).toBeGreaterThan(LEAST_QUOTA_MB * MB);
    // Over the quota now because of the clock-in: a small attachment that would have fitted before is refused ...
    const small = await attach(pdf());
    expect(await budi.insert(leave('15', small))).toMatchObject({ status: 409 });
    // ... and the next clock-in photo is still taken.
    now = fromJakarta(WEDNESDAY, '16:05');
    expect((await clock(api, { type: '0', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    now = fromJakarta(WEDNESDAY, '10:00');
  });

  it('deletes the file of a request withdrawn, cancelled or rejected at once, whoever decides it, and keeps an approved one', async () => {
    expect((await saveQuota(DEFAULT_QUOTA_MB)).status).toBe(200);
    const evidence: string[] = [];
    for (let slot = 0; slot < 4; slot++) {
      evidence.push(await attach(pdf(`bukti ${slot}`)));
      expect((await ask('demo', correction(slot, evidence[slot]!))).status).toBe(200);
    }
    const [withdrawn, bySupervisor, byHr, approved] = await requestsOf('demo');
    expect((await postJson(`${server.url}/mobile-v2/koreksi-absen/tarik`, { id: withdrawn!.id }, as('demo'))).status).toBe(200);
    expect((await postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, { id: bySupervisor!.id, decision: 'reject', note: 'Tidak ada di loket' }, as('atasan'))).status).toBe(200);
    expect((await postJson(`${server.url}/hr/verification/corrections/decide`, { id: byHr!.id, decision: 'reject', note: 'Bukti tidak sesuai' }, as('hr'))).status).toBe(200);
    expect((await postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, { id: approved!.id, decision: 'approve' }, as('atasan'))).status).toBe(200);
    for (const [index, file] of evidence.slice(0, 3).entries()) expect(await leftOf(file), `evidence ${index}`).toEqual(GONE);
    expect(await leftOf(evidence[3]!)).toMatchObject({ row: { owner_employee_id: ids.demo }, erasure: null, bytes: expect.any(Uint8Array) });
    const requests = await requestsOf('demo');
    expect(requests.map((request) => [request.status, request.evidence_file_id, request.photos_removed_at !== null])).toEqual([
      ['withdrawn', null, true],
      ['rejected', null, true],
      ['rejected', null, true],
      ['approved', evidence[3], false],
    ]);

    const demo = leaveApi(server.url, tokens.demo!);
    const attachments: string[] = [];
    const leaveIds: number[] = [];
    for (const day of ['14', '15', '16', '17']) {
      attachments.push(await attach(pdf(`surat ${day}`)));
      const answer = await demo.insert(leave(day, attachments.at(-1)!));
      expect(answer.status).toBe(200);
      leaveIds.push(answer.body.id);
    }
    expect((await demo.cancel(leaveIds[0])).status).toBe(200);
    expect((await postJson(`${server.url}/mobile-v2/izin/putuskan`, { id: leaveIds[1], decision: 'reject', note: 'Tidak bisa' }, as('atasan'))).status).toBe(200);
    expect((await postJson(`${server.url}/hr/leave/decide`, { id: leaveIds[2], decision: 'reject', note: 'Tidak bisa' }, as('hr'))).status).toBe(200);
    expect((await postJson(`${server.url}/mobile-v2/izin/putuskan`, { id: leaveIds[3], decision: 'approve' }, as('atasan'))).status).toBe(200);
    for (const [index, file] of attachments.slice(0, 3).entries()) expect(await leftOf(file), `attachment ${index}`).toEqual(GONE);
    expect(await leftOf(attachments[3]!)).toMatchObject({ row: { owner_employee_id: ids.demo }, erasure: null, bytes: expect.any(Uint8Array) });
    const leaves = await server.services.db.selectFrom('leave_requests').select(['attachment', 'photos_removed_at']).where('id', 'in', leaveIds).orderBy('id').execute();
    expect(leaves.map((row) => [row.attachment, row.photos_removed_at !== null])).toEqual([
      [null, true],
      [null, true],
      [null, true],
      [attachments[3], false],
    ]);
  });

  it("refuses '' and any other file id that is not the sender's own unused upload of its kind with 400, stores nothing, and takes the app's own submit", async () => {
    const api = attendanceApi(server.url, tokens['ratna.dewi']!, () => now);
    now = fromJakarta(WEDNESDAY, '07:20');
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const check = await api.check({ type: '1', location: '1', ...chosen, positions });
    expect(check.status).toBe(200);
    const upload = await api.upload({ filename_image: photo() });
    const ownFace = (await api.upload({ filename_image: photo() })).body.filename_image as string;
    const othersPhoto = (await attendanceApi(server.url, tokens['wulan.sari']!, () => now).upload({ filename_image: photo(), filename_location: photo(60) })).body.filename_location as string;
    const submit = {
      latitude: String(chosen.latitude),
      longitude: String(chosen.longitude),
      filename_face: upload.body.filename_image,
      filename_location: null,
      filename_letter: null,
      type: '1',
      location: '1',
      device_token: 'device-ratna',
      anomaly: null,
      is_pwa: '1',
      check_id: check.body.check_id,
    };
    const location = 'Foto lokasi tidak ditemukan. Unggah ulang foto.';
    const letter = 'Foto surat tidak ditemukan. Unggah ulang foto.';
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    const refusals: [() => Promise<{ status: number; body: { message: string } }>, string][] = [
      [() => api.submit({ ...submit, filename_letter: '' }), letter],
      [() => api.submit({ ...submit, filename_location: '' }), location],
      [() => api.submit({ ...submit, filename_location: '../uploads' }), location],
      [() => api.submit({ ...submit, filename_letter: 'x'.repeat(25) }), letter],
      [() => api.submit({ ...submit, filename_letter: 7 }), letter],
      // Well-formed, but another employee's upload, or the sender's own of another kind.
      [() => api.submit({ ...submit, filename_location: othersPhoto }), location],
      [() => api.submit({ ...submit, filename_letter: ownFace }), letter],
      [() => ask('ratna.dewi', correction(0, '')), 'Foto bukti tidak ditemukan. Unggah ulang fotonya.'],
      [() => leaveApi(server.url, tokens['ratna.dewi']!).insert(leave('21', '')), 'Lampiran tidak ditemukan. Unggah ulang lampiran.'],
      [
        () => postJson(`${server.url}/hr/announcements`, { title: 'Kerja bakti', description: '<p>Sabtu pagi</p>', start_date: '2026-12-01', end_date: '2026-12-02', image_file_id: '' }, as('hr')),
        'Gambar tidak valid.',
      ],
    ];
    for (const [send, message] of refusals) expect(await send()).toMatchObject({ status: 400, body: { message } });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);

    // The app's own submit: absent photos as null.
    expect(await api.submit(submit)).toMatchObject({ status: 200, body: { date: WEDNESDAY, time: '07:20:00' } });
    const record = await server.services.db.selectFrom('attendance').select(['location_file_id', 'letter_file_id']).where('employee_id', '=', ids['ratna.dewi']!).where('work_date', '=', WEDNESDAY).executeTakeFirstOrThrow();
    expect(record).toEqual({ location_file_id: null, letter_file_id: null });
    now = fromJakarta(WEDNESDAY, '10:00');
  });
  it('refuses photo uploads that no record claims once they hold 24 MB, storing nothing more, and takes the clock-in after them', async () => {
    // A hostile phone uploads large photos and never submits them: 30 an hour of 2 MB each would be 1.4 GB a day.
    const api = attendanceApi(server.url, tokens['wulan.sari']!, () => now);
    const unclaimedBytes = async () =>
      Number(
        (
          await server.services.db
            .selectFrom('stored_files')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
            .where('owner_employee_id', '=', ids['wulan.sari']!)
            .where('claimed_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).bytes,
      );
    const size = 2 * MB - 1024;
    const large = () => new Blob([pngOfSize(size)], { type: 'image/png' });
    // What fits beside the uploads this employee left unclaimed before (an earlier case's).
    const fitting = Math.floor((24 * MB - (await unclaimedBytes())) / size);
    const answers = [];
    for (let upload = 0; upload < fitting + 2; upload++) answers.push(await api.upload({ filename_image: large() }));
    expect(answers.slice(0, fitting).map((answer) => answer.status)).toEqual(Array(fitting).fill(200));
    for (const refused of answers.slice(fitting)) {
      expect(refused).toMatchObject({ status: 429, body: { message: 'Terlalu banyak foto terunggah yang belum dipakai untuk absen. Kirim dulu absen yang tertunda di ponsel ini, atau coba lagi nanti.' } });
    }
    expect(await unclaimedBytes()).toBeLessThanOrEqual(24 * MB);
    // A day later the clean-up has removed them, and a clock-in goes through.
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    await server.maintain();
    expect(await unclaimedBytes()).toBe(0);
    expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' })).submit!.status).toBe(200);
    now = fromJakarta(WEDNESDAY, '10:00');
  });
});
