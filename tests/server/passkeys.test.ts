import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineChallengeText } from '../../src/domain/passkey';
import { fromJakarta } from '../../server/time';
import { attendanceApi, HEAD_OFFICE, honestReading, overtimeApi, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { type SoftAuthenticator, softAuthenticator, TEST_ORIGIN } from '../support/softAuthenticator';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** Work days of the week of Monday 23 November 2026 and the next, Asia/Jakarta. */
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];

/** What the issue names for each way a record was (not) signed (docs/passkeys.md). */
const FLAG = {
  unregistered: { code: 'device_unregistered', label: 'perangkat tidak terdaftar' },
  invalid: { code: 'device_signature_invalid', label: 'tanda tangan perangkat tidak sah' },
  revoked: { code: 'device_revoked', label: 'perangkat dicabut' },
  cloned: { code: 'device_cloned', label: 'penghitung perangkat mundur, kunci mungkin disalin' },
  notEnrolled: { code: 'device_not_enrolled', label: 'perangkat belum didaftarkan' },
  signed: { code: 'device_signed', label: 'ditandatangani perangkat terdaftar' },
  offline: { code: 'offline', label: 'diambil tanpa koneksi' },
};

type Signer = (challenge: string | null) => unknown;

describe(`passkeys (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(DAYS[0]!, '07:20');
  const at = (day: number, time = '07:20') => (now = fromJakarta(DAYS[day]!, time));
  const withOrigin = (token: string) => ({ token, origin: TEST_ORIGIN });
  /** `code`: the one-time enrolment code HR handed over (codeFor), without which a phone waits for a person. */
  const enrol = async (token: string, authenticator: SoftAuthenticator, name?: string, code?: string) => {
    const options = await postJson(`${server.url}/pwa/passkey/options`, {}, withOrigin(token));
    expect(options.status).toBe(200);
    return postJson(`${server.url}/pwa/passkey/register`, { ...authenticator.register(options.body, name), ...(code !== undefined && { enrolment_code: code }) }, withOrigin(token));
  };
  /** A code HR makes in the console for the employee's phone. */
  const codeFor = async (username: string) => {
    const made = await postJson(`${server.url}/hr/employees/${await employeeId(username)}/enrolment-code`, { days: 3 }, { token: await logInAs(server.url, 'hr') });
    expect(made.status).toBe(200);
    return made.body.code as string;
  };
  const devices = async (token: string) => (await call(`${server.url}/pwa/passkey/devices`, { headers: { token } })).body;
  const decide = (token: string, id: string, decision: string) => postJson(`${server.url}/pwa/passkey/decide`, { id, decision }, { token });

  /** Check, photo, submit inside the head office; `sign` makes the assertion from the check's challenge (or none). */
  async function clockIn(token: string, sign: Signer, type: '1' | '0' = '1') {
    const api = attendanceApi(server.url, token, () => now);
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const check = await api.check({ type, location: '1', ...chosen, positions });
    expect(check.status).toBe(200);
    const upload = await api.upload({ filename_image: photo() }, type);
    const submit = await api.submit({
      latitude: String(chosen.latitude),
      longitude: String(chosen.longitude),
      filename_face: upload.body.filename_image,
      type,
      location: '1',
      device_token: 'device-passkey',
      check_id: check.body.check_id,
      passkey_assertion: sign(check.body.passkey_challenge),
    });
    expect(submit.status).toBe(200);
    return { check: check.body, record: submit.body };
  }

  const employeeId = async (username: string) =>
    (await server.services.db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  it('enrols a phone with the code HR handed over active at once (audited, notified), signs every check, and a record it signed counts', async () => {
    at(0);
    const token = await logInAs(server.url, 'demo');
    const phone = softAuthenticator();
    const enrolled = await enrol(token, phone, 'Ponsel Andi', await codeFor('demo'));
    expect(enrolled).toMatchObject({ status: 200, body: { id: phone.id, status: 'active', message: 'Perangkat terdaftar dan aktif. Absen dari ponsel ini akan ditandatangani.' } });
    expect(await devices(token)).toEqual({
      exempt: false,
      devices: [{ id: phone.id, name: 'Ponsel Andi', enrolled_at: now.toISOString(), last_used_at: null, status: 'active' }],
    });
    const audit = await server.services.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id']).where('action', 'like', 'passkey.%').execute();
    const demoId = String(await employeeId('demo'));
    expect(audit).toEqual(['passkey.code', 'passkey.enrol'].map((action) => ({ action, entity: 'employee', entity_id: demoId })));
    await server.services.notifier.idle();
    const notices = await server.services.db.selectFrom('notifications').select(['title', 'link']).where('employee_id', '=', await employeeId('demo')).execute();
    expect(notices).toContainEqual({ title: 'Perangkat baru didaftarkan untuk akun Anda', link: '/perangkat-absen' });

    const { check, record } = await clockIn(token, (challenge) => phone.sign(challenge!));
    expect(check.passkey_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ verification: 'verified', flags: [] });
    // The use is written behind the answer, with the other evidence (docs/decisions.md).
    await server.services.evidence.flush();
    expect((await devices(token)).devices[0].last_used_at).toBe(now.toISOString());
  });

  it("keeps a first phone enrolled with a borrowed password waiting, judged as no phone, until the owner's code makes theirs active", async () => {
    at(0, '07:25');
    // A colleague who knows Wulan's password enrols his own phone as hers: it waits for a person.
    const borrowed = await logInAs(server.url, 'wulan.sari');
    const colleaguePhone = softAuthenticator();
    expect((await enrol(borrowed, colleaguePhone)).body).toMatchObject({ status: 'pending' });
    // Her records are judged as without a phone (no flag before PASSKEY_REQUIRED_FROM), his signature proves nothing.
    const unsigned = await clockIn(borrowed, () => null);
    expect(unsigned.check.passkey_challenge).toBeNull();
    expect(unsigned.record).toMatchObject({ verification: 'verified', flags: [] });

    // A wrong or reused code is refused, and changes nothing; Wulan's own code makes her phone active at once.
    const ownPhone = softAuthenticator();
    const wrong = await enrol(borrowed, ownPhone, 'Ponsel Wulan', 'ZZZZ-ZZZZ');
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Kode pendaftaran salah, sudah dipakai, atau kedaluwarsa. Periksa kodenya, atau kosongkan agar ponsel menunggu persetujuan atasan atau SDM.']);
    const code = await codeFor('wulan.sari');
    expect((await enrol(borrowed, ownPhone, 'Ponsel Wulan', code.toLowerCase().replace('-', ' '))).body).toMatchObject({ status: 'active' });
    expect((await enrol(borrowed, softAuthenticator(), undefined, code)).status).toBe(400);
    const statuses = new Map((await devices(borrowed)).devices.map((device: { id: string; status: string }) => [device.id, device.status]));
    expect(statuses).toEqual(new Map([[colleaguePhone.id, 'pending'], [ownPhone.id, 'active']]));
    at(0, '16:05');
    const bySomeoneElse = await clockIn(borrowed, (challenge) => colleaguePhone.sign(challenge!), '0');
    expect(bySomeoneElse.record).toMatchObject({ verification: 'pending', flags: [FLAG.unregistered] });
  });

  it('hands a new account its code with the password, and lets no HR clerk make one for itself or a colleague', async () => {
    const hr = await logInAs(server.url, 'hr');
    const created = await postJson(`${server.url}/hr/employees`, {
      username: 'baru.kode', name: 'Baru Kode', nup: 'KODE-0001', position: 'Staf', position_level: 3, department: '', office_ids: [], supervisor_id: null,
      schedule_id: null, roster_id: null, role: 'employee', field_staff: false,
    }, { token: hr });
    expect(created.status).toBe(201);
    expect(created.body.enrolment_code).toEqual({ code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/), expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString() });
    const own = await postJson(`${server.url}/hr/employees/${await employeeId('hr')}/enrolment-code`, {}, { token: hr });
    expect(own.status).toBe(400);
    expect((await postJson(`${server.url}/hr/employees/${await employeeId('baru.kode')}/enrolment-code`, { days: 31 }, { token: hr })).status).toBe(400);
  });

  it('keeps every record whose signature proves nothing, pending with the precise flag', async () => {
    const token = await logInAs(server.url, 'siti.rahma');
    const phone = softAuthenticator();
    expect((await enrol(token, phone, undefined, await codeFor('siti.rahma'))).body.status).toBe('active');
    const other = softAuthenticator();

    at(0);
    let kept: unknown = null;
    const honest = await clockIn(token, (challenge) => (kept = phone.sign(challenge!)));
    expect(honest.record).toMatchObject({ verification: 'verified', flags: [] });
    at(0, '16:10');
    expect((await clockIn(token, () => kept, '0')).record).toMatchObject({ verification: 'pending', flags: [FLAG.invalid] });

    at(1);
    expect((await clockIn(token, () => null)).record).toMatchObject({ verification: 'pending', flags: [FLAG.unregistered] });
    at(1, '16:10');
    expect((await clockIn(token, (challenge) => other.sign(challenge!), '0')).record.flags).toEqual([FLAG.unregistered]);

    at(2);
    expect((await clockIn(token, (challenge) => phone.sign(challenge!, { userVerified: false }))).record.flags).toEqual([FLAG.invalid]);
    at(2, '16:10');
    expect((await clockIn(token, (challenge) => phone.sign(challenge!, { origin: 'https://phishing.example' }), '0')).record.flags).toEqual([FLAG.invalid]);

    at(3);
    expect((await clockIn(token, (challenge) => phone.sign(challenge!, { counter: 50 }))).record.flags).toEqual([]);
    at(3, '16:10');
    expect((await clockIn(token, (challenge) => phone.sign(challenge!, { counter: 20 }), '0')).record).toMatchObject({ verification: 'pending', flags: [FLAG.cloned] });

    // Another employee's phone signing for this one: not this employee's device.
    at(4);
    const demoPhoneSigns = softAuthenticator();
    expect((await enrol(await logInAs(server.url, 'dewi.anggraini'), demoPhoneSigns, undefined, await codeFor('dewi.anggraini'))).body.status).toBe('active');
    expect((await clockIn(token, (challenge) => demoPhoneSigns.sign(challenge!))).record.flags).toEqual([FLAG.unregistered]);
  });

  it('keeps a further phone pending until the chain or HR approves it; only they may, and HR alone revokes an active one', async () => {
    const token = await logInAs(server.url, 'budi.santoso');
    const first = softAuthenticator();
    const second = softAuthenticator();
    at(4, '12:00');
    expect((await enrol(token, first, undefined, await codeFor('budi.santoso'))).body.status).toBe('active');
    at(4, '12:05');
    expect((await enrol(token, second, 'Ponsel kedua')).body).toEqual({
      id: second.id,
      status: 'pending',
      message: 'Perangkat terdaftar dan menunggu persetujuan atasan atau SDM. Sampai disetujui, absen dari ponsel ini menunggu verifikasi.',
    });
    expect((await enrol(token, second)).status).toBe(409);

    at(5);
    expect((await clockIn(token, (challenge) => second.sign(challenge!))).record.flags).toEqual([FLAG.unregistered]);

    const supervisor = await logInAs(server.url, 'atasan');
    const stranger = await logInAs(server.url, 'kasubag.penagihan');
    const pending = await call(`${server.url}/pwa/passkey/pending`, { headers: { token: supervisor } });
    expect(pending.body).toEqual([expect.objectContaining({ id: second.id, name: 'Ponsel kedua', status: 'pending', employee_name: 'Budi Santoso', nup: '19910918015' })]);
    expect((await call(`${server.url}/pwa/passkey/pending`, { headers: { token: stranger } })).body).toEqual([]);
    expect(await decide(stranger, second.id, 'approve')).toMatchObject({ status: 403 });
    expect(await decide(token, second.id, 'approve')).toMatchObject({ status: 403 });
    expect(await decide(supervisor, first.id, 'revoke')).toMatchObject({ status: 403, body: { message: 'Hanya SDM yang dapat mencabut perangkat yang aktif.' } });
    expect(await decide(supervisor, second.id, 'approve')).toMatchObject({ status: 200, body: { message: 'Perangkat disetujui.' } });
    expect(await decide(supervisor, second.id, 'approve')).toMatchObject({ status: 409 });

    at(5, '16:10');
    expect((await clockIn(token, (challenge) => second.sign(challenge!), '0')).record).toMatchObject({ verification: 'verified', flags: [] });

    const hr = await logInAs(server.url, 'hr');
    expect(await decide(hr, first.id, 'revoke')).toMatchObject({ status: 200, body: { message: 'Perangkat dicabut.' } });
    at(6);
    expect((await clockIn(token, (challenge) => first.sign(challenge!))).record).toMatchObject({ verification: 'pending', flags: [FLAG.revoked] });
    expect((await devices(token)).devices.map((device: { status: string }) => device.status)).toEqual(['revoked', 'active']);
    const actions = await server.services.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'employee')
      .where('entity_id', '=', String(await employeeId('budi.santoso')))
      .orderBy('id')
      .execute();
    // The three refused decisions (a stranger, the owner, the supervisor revoking an active phone) are audited too.
    expect(actions.map((row) => row.action)).toEqual(['passkey.code', 'passkey.enrol', 'passkey.enrol', 'access.refused', 'access.refused', 'access.refused', 'passkey.approve', 'passkey.revoke']);
    // The employee's own list only: another employee never sees these devices.
    expect((await devices(supervisor)).devices).toEqual([]);
  });

  it('flags an unsigned record of an employee whose only phone was revoked and whose new one still waits', async () => {
    const token = await logInAs(server.url, 'kasubag.penagihan');
    const lost = softAuthenticator();
    const replacement = softAuthenticator();
    expect((await enrol(token, lost, undefined, await codeFor('kasubag.penagihan'))).body.status).toBe('active');
    expect(await decide(await logInAs(server.url, 'hr'), lost.id, 'revoke')).toMatchObject({ status: 200 });
    expect((await enrol(token, replacement)).body.status).toBe('pending');
    at(8);
    const unsigned = await clockIn(token, () => null);
    expect(unsigned.check.passkey_challenge).toBeNull();
    expect(unsigned.record).toMatchObject({ verification: 'pending', flags: [FLAG.unregistered] });
  });

  it('judges employees without a device as before, and exempt employees without any flag', async () => {
    at(7);
    const token = await logInAs(server.url, 'dewi.anggraini');
    const maya = await logInAs(server.url, 'maya.sari');
    const check = await clockIn(maya, () => null);
    expect(check.check.passkey_challenge).toBeNull();
    expect(check.record).toMatchObject({ verification: 'verified', flags: [] });

    const hr = await logInAs(server.url, 'hr');
    const id = await employeeId('dewi.anggraini');
    expect(await postJson(`${server.url}/hr/employees/${id}/passkey-exempt`, { exempt: true }, { token: maya })).toMatchObject({ status: 403 });
    expect(await postJson(`${server.url}/hr/employees/${id}/passkey-exempt`, { exempt: 'ya' }, { token: hr })).toMatchObject({ status: 400 });
    expect(await postJson(`${server.url}/hr/employees/${id}/passkey-exempt`, { exempt: true }, { token: hr })).toMatchObject({ status: 200 });
    const exempt = await clockIn(token, () => null);
    expect(exempt.check.passkey_challenge).toBeNull();
    expect(exempt.record).toMatchObject({ verification: 'verified', flags: [] });
    expect((await call(`${server.url}/hr/employees/${id}/passkeys`, { headers: { token: hr } })).body).toMatchObject({ exempt: true });
  });

  it('finds nothing proven in an offline record signed by a phone still waiting for approval', async () => {
    const token = await logInAs(server.url, 'demo');
    const phone = softAuthenticator();
    const api = attendanceApi(server.url, token, () => now);
    at(8, '07:30');
    const takenAt = fromJakarta(DAYS[8]!, '07:20').toISOString();
    const face = photo();
    const faceBytes = new Uint8Array(await face.arrayBuffer());
    const upload = await api.upload({ filename_image: face });
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const facts = {
      nup: '19930715013',
      kind: 'regular' as const,
      direction: 'in' as const,
      taken_at: takenAt,
      latitude: String(chosen.latitude),
      longitude: String(chosen.longitude),
      photos: { face: createHash('sha256').update(faceBytes).digest('hex'), location: '', letter: '' },
    };
    const challenge = createHash('sha256').update(offlineChallengeText(facts)).digest('base64url');
    const submit = (assertion: unknown, face = upload.body.filename_image) =>
      api.submit({ latitude: facts.latitude, longitude: facts.longitude, filename_face: face, type: '1', location: '1', device_token: 'device-passkey', taken_at: takenAt, positions, passkey_assertion: assertion });

    expect(await enrol(token, phone)).toMatchObject({ body: { status: 'pending' } });
    const unapproved = await submit(phone.sign(challenge));
    expect(unapproved.body.flags).toEqual([FLAG.offline, FLAG.unregistered]);
  });

  it('accepts the signature of an offline record from the active phone, and not once the record differs', async () => {
    const token = await logInAs(server.url, 'maya.sari');
    const phone = softAuthenticator();
    expect((await enrol(token, phone, undefined, await codeFor('maya.sari'))).body.status).toBe('active');
    const api = attendanceApi(server.url, token, () => now);
    at(9, '07:30');
    const takenAt = fromJakarta(DAYS[9]!, '07:20').toISOString();
    const face = photo();
    const upload = await api.upload({ filename_image: face });
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const challenge = createHash('sha256')
      .update(
        offlineChallengeText({
          nup: '19920506019',
          kind: 'regular',
          direction: 'in',
          taken_at: takenAt,
          latitude: String(chosen.latitude),
          longitude: String(chosen.longitude),
          photos: { face: createHash('sha256').update(new Uint8Array(await face.arrayBuffer())).digest('hex'), location: '', letter: '' },
        }),
      )
      .digest('base64url');
    const submit = (type: '1' | '0', faceId: string, taken: string) =>
      api.submit({ latitude: String(chosen.latitude), longitude: String(chosen.longitude), filename_face: faceId, type, location: '1', device_token: 'd-maya', taken_at: taken, positions, passkey_assertion: phone.sign(challenge) });
    const signed = await submit('1', upload.body.filename_image, takenAt);
    expect(signed.body).toMatchObject({ verification: 'pending', flags: [FLAG.offline, FLAG.signed] });
    // The same signature on another record (a clock-out with another photo): the facts differ, the signature fails.
    at(9, '16:30');
    const otherFace = await api.upload({ filename_image: photo() });
    const forged = await submit('0', otherFace.body.filename_image, fromJakarta(DAYS[9]!, '16:20').toISOString());
    expect(forged.body.flags).toEqual(expect.arrayContaining([FLAG.offline, FLAG.invalid]));
    expect(forged.body.flags).not.toContainEqual(FLAG.signed);
  });

  it('puts a challenge in the overtime check too, and verifies the overtime start it signs', async () => {
    const token = await logInAs(server.url, 'eko.purnomo');
    const phone = softAuthenticator();
    expect((await enrol(token, phone, undefined, await codeFor('eko.purnomo'))).body.status).toBe('active');
    at(2, '07:20');
    await clockIn(token, (challenge) => phone.sign(challenge!));
    at(2, '16:05');
    await clockIn(token, (challenge) => phone.sign(challenge!), '0');
    at(2, '17:00');
    const api = overtimeApi(server.url, token, () => now);
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const check = await api.check({ type: '1', is_location: '1', ...chosen, positions });
    expect(check.body.passkey_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const upload = await api.upload({ filename_image: photo(), filename_location: photo(70) });
    const insert = (assertion: unknown) =>
      api.insert({
        latitude: String(chosen.latitude),
        longitude: String(chosen.longitude),
        filename_face: upload.body.filename_image,
        filename_location: upload.body.filename_location,
        type: '1',
        location: '1',
        device_token: 'd-eko',
        check_id: check.body.check_id,
        passkey_assertion: assertion,
      });
    expect((await insert(phone.sign(check.body.passkey_challenge))).body).toMatchObject({ verification: 'verified', flags: [] });
  });

  it('refuses an enrolment it did not ask for, from another origin, or of broken data, changing nothing', async () => {
    const token = await logInAs(server.url, 'rizky.pratama');
    const phone = softAuthenticator();
    const foreign = await postJson(`${server.url}/pwa/passkey/register`, phone.register({ challenge: 'bm90LWZyb20tdGhpcy1zZXJ2ZXI' }), withOrigin(token));
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Pendaftaran perangkat tidak sah atau waktunya habis. Coba daftarkan lagi.' } });
    expect(await postJson(`${server.url}/pwa/passkey/options`, {}, { token, origin: 'https://phishing.example' })).toMatchObject({ status: 400 });
    const options = await postJson(`${server.url}/pwa/passkey/options`, {}, withOrigin(token));
    expect(options.body).toMatchObject({
      rp: { id: 'localhost' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      pubKeyCredParams: [
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
    });
    now = new Date(now.getTime() + 6 * 60 * 1000);
    const late = await postJson(`${server.url}/pwa/passkey/register`, phone.register(options.body), withOrigin(token));
    expect(late.status).toBe(400);
    expect((await postJson(`${server.url}/pwa/passkey/register`, { id: 'x' }, withOrigin(token))).status).toBe(400);
    expect((await devices(token)).devices).toEqual([]);
  });
});

describe(`passkeys required from a date (${databaseKind})`, () => {
  let server: TestServer;
  const now = fromJakarta('2026-12-01', '07:20');
  beforeAll(async () => {
    server = await startTestServer({ now: () => now, passkeyRequiredFrom: '2026-12-01' });
  });
  afterAll(() => server.close());

  it("keeps a record of an employee without a device pending with 'perangkat belum didaftarkan'", async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'demo'), () => now);
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const check = await api.check({ type: '1', location: '1', ...chosen, positions });
    const upload = await api.upload({ filename_image: photo() });
    const submit = await api.submit({
      latitude: String(chosen.latitude),
      longitude: String(chosen.longitude),
      filename_face: upload.body.filename_image,
      type: '1',
      location: '1',
      device_token: 'd',
      check_id: check.body.check_id,
    });
    expect(submit.body).toMatchObject({ verification: 'pending', flags: [FLAG.notEnrolled] });
  });
});
