import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/openapi/document';
import { PASS_NAMES } from '../../src/contract/maintenance';
import { HEAD_OFFICE } from '../support/attendanceApi';
import { call, logInAs } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** The issue's floor: at least 200 malformed requests per endpoint. */
const RUNS_PER_ENDPOINT = 200;

interface FuzzRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Invalid for every required field of the contract, whatever its type. */
const invalidForAnyField = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.constant(true),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.string({ maxLength: 20 }).map((s) => `\ud800${s}`),
  fc.integer({ min: 5000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);
/** Invalid for a '0'/'1' code or a coordinate; ordinary text, which a name or password would accept. */
const notACodeOrCoordinate = fc.oneof(
  invalidForAnyField,
  fc.string({ maxLength: 30 }).filter((s) => !/^\s*-?\d+(\.\d+)?\s*$/.test(s)),
  fc.integer({ min: 181, max: 1_000_000 }),
  fc.double({ min: 180.5, max: 1e300, noNaN: true }),
);

/** Not a row's id on either database: out of PostgreSQL's integer range, not whole, not plain digits. */
const notARecordId = fc.oneof(
  invalidForAnyField,
  fc.constantFrom(0, -1, 1.5, 2_147_483_648, 9_007_199_254_740_992, 1e308, '2147483648', '9007199254740992', '1e+308', '0x10', '-1', '07'),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: 2_147_483_648, max: Number.MAX_VALUE, noNaN: true }),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(String),
);

/** A valid payload with one to three required fields broken or missing: never a request the server may accept. */
function brokenPayload(base: Record<string, unknown>, codeFields: string[], idFields: string[] = []) {
  const fields = Object.keys(base);
  return fc
    .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 3 })
    .chain((broken) =>
      fc.tuple(...broken.map((field) => fc.option(idFields.includes(field) ? notARecordId : codeFields.includes(field) ? notACodeOrCoordinate : invalidForAnyField, { nil: undefined }))).map(
        (values) => {
          const payload: Record<string, unknown> = { ...base };
          broken.forEach((field, i) => (values[i] === undefined ? delete payload[field] : (payload[field] = values[i])));
          return JSON.stringify(payload);
        },
      ),
    );
}

/** What a JSON call may receive that is not its payload: other JSON, no JSON, other content types. */
function malformedJsonBody(base: Record<string, unknown>, codeFields: string[], idFields: string[] = []) {
  const json = (body: fc.Arbitrary<string>) => body.map((text) => ({ type: 'application/json', text }));
  return fc.oneof(
    json(brokenPayload(base, codeFields, idFields)),
    json(fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)).map((value) => JSON.stringify(value) ?? 'null')),
    json(fc.string().map((s) => `{${s}`)),
    fc.record({
      type: fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx', ''),
      text: fc.oneof(fc.string(), fc.constant(JSON.stringify(base))),
    }),
  );
}

/**
 * An employee whose username and NUP the demo's `demo` has: broken in up to three fields (a null supervisor is a
 * valid one), it is refused, or taken (409); no breaking makes the username a new valid one.
 */
const FUZZ_EMPLOYEE = {
  username: 'demo',
  name: 'Fuzz',
  nup: '19930715013',
  position: 'Staf',
  position_level: 3,
  office_ids: [],
  supervisor_id: 2_147_483_647,
  schedule_id: null,
  roster_id: null,
};

/** The shape of a registration response, with client data and an attestation that no challenge of the server signs. */
const FUZZ_REGISTRATION = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'oA' },
  clientExtensionResults: {},
};

const FUZZ_ROSTER = {
  name: 'Tiga shift',
  start_date: '2026-11-02',
  shifts: [{ code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 0 }],
  cycle: ['P', '-'],
};

/** Shaped like an FCM registration token. */
const DEVICE_TOKEN = 'fuzz-device:APA91b' + 'x'.repeat(140);

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000100000001000806000000', 'hex');
const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108010001000301220002110103110100', 'hex');

function multipart(parts: { name: string; filename?: string; data: Uint8Array | string }[], boundary = 'fuzzbatas'): Uint8Array<ArrayBuffer> {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n\r\n`),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return new Uint8Array(Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]));
}

/** Photos that are not whole images: noise, or a real header followed by noise, in any of the photo fields. */
const brokenPhoto = fc.oneof(
  fc.uint8Array({ minLength: 0, maxLength: 4000 }),
  fc.uint8Array({ minLength: 0, maxLength: 4000 }).map((rest) => Buffer.concat([PNG_HEAD, rest])),
  fc.uint8Array({ minLength: 0, maxLength: 4000 }).map((rest) => Buffer.concat([JPEG_HEAD, rest])),
);
const malformedUpload = fc.oneof(
  fc
    .record({
      field: fc.constantFrom('filename_image', 'filename_location', 'filename_letter', 'lain'),
      photo: brokenPhoto,
      type: fc.oneof(fc.constantFrom('1', '0'), notACodeOrCoordinate.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))),
    })
    .map(({ field, photo, type }) => ({
      type: 'multipart/form-data; boundary=fuzzbatas',
      body: multipart([
        { name: 'type', data: type },
        { name: field, filename: 'foto.jpg', data: photo },
      ]),
    })),
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => ({ type: 'multipart/form-data; boundary=fuzzbatas', body: new Uint8Array(bytes) })),
  fc.record({ type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data'), text: fc.string() }).map(({ type, text }) => ({ type, body: new Uint8Array(Buffer.from(text)) })),
);

const notAPeriod = fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}(0[1-9]|1[0-2])$/.test(s));
const notADate = fc.oneof(fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)), fc.constant('2026-02-30'), fc.constant('2026-13-01'));
/** Anything but a row id (1 to 2,147,483,647 as digits), and no path segment the URL parser would fold away. */
const notAnId = fc.oneof(fc.string({ maxLength: 14 }), fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999')).filter((s) => !/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647).filter((s) => !/^\.*$/.test(s));
const query = (entries: Record<string, fc.Arbitrary<string>>) =>
  fc.record(entries, { requiredKeys: [] }).map((values) => `?${new URLSearchParams(values as Record<string, string>).toString()}`);

describe(`malformed requests to every endpoint of docs/openapi.json (${databaseKind})`, () => {
  let server: TestServer;
  let token: string;
  let supervisorToken: string;
  let hrToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await logInAs(server.url, 'demo');
    supervisorToken = await logInAs(server.url, 'atasan');
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  const badToken = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constant(''),
    fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => parts.join('.')),
    fc.constant(() => token).map((get) => `${get().slice(0, -4)}AAAA`),
  );

  /** One arbitrary per documented operation; a new endpoint without one fails the suite. */
  const requests = (): Record<string, fc.Arbitrary<FuzzRequest>> => {
    const post = (path: string, auth: string | null, body: fc.Arbitrary<{ type: string; text?: string; body?: Uint8Array<ArrayBuffer> }>) =>
      body.map((b): FuzzRequest => ({
        method: 'POST',
        path,
        headers: { ...(auth !== null && { token: auth }), ...(b.type && { 'content-type': b.type }) },
        body: b.body ?? b.text ?? '',
      }));
    const get = (path: string, auth: string, suffix: fc.Arbitrary<string>) =>
      suffix.map((s): FuzzRequest => ({ method: 'GET', path: `${path}${s}`, headers: { token: auth } }));
    /** A call without parameters, with a broken token or an employee's (not HR's). */
    const employeeGet = (path: string) =>
      fc.oneof(badToken, fc.constant(() => token).map((read) => read())).map((auth): FuzzRequest => ({ method: 'GET', path, headers: { token: auth } }));
    /** An import's raw body: garbage, a table with a broken row, or a ZIP that is no workbook; of any type and mode. */
    const tableImport = (path: string, brokenTable: string) =>
      fc
        .record({
          mode: fc.constantFrom('commit', 'x', ''),
          type: fc.constantFrom('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/json', ''),
          body: fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.constant(brokenTable),
            fc.uint8Array({ maxLength: 2000 }).map((rest) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), rest]).toString('latin1')),
          ),
        })
        .map(({ mode, type, body }): FuzzRequest => ({ method: 'POST', path: `${path}?mode=${mode}`, headers: { token: hrToken, ...(type && { 'content-type': type }) }, body }));
    return {
      'POST /pwa/login': post('/pwa/login', null, malformedJsonBody({ username: 'demo', password: 'demo1234' }, [])),
      'GET /mobile-v2/absent-information': badToken.map((bad): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/absent-information', headers: { token: bad } })),
      'POST /mobile-v2/absen-check': post(
        '/mobile-v2/absen-check',
        token,
        malformedJsonBody({ type: '1', location: '1', latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) }, ['type', 'location', 'latitude', 'longitude']),
      ),
      'GET /mobile-v2/ref-kelainan': get('/mobile-v2/ref-kelainan', token, query({ type: fc.string({ maxLength: 20 }).filter((s) => !['', 'luar-masuk', 'luar-pulang'].includes(s)) }).filter((q) => q.includes('type='))),
      'POST /mobile-v2/upload-photo': malformedUpload.map((u): FuzzRequest => ({ method: 'POST', path: '/mobile-v2/upload-photo', headers: { token, 'content-type': u.type }, body: u.body })),
      'POST /mobile-v2/absen-upload': post(
        '/mobile-v2/absen-upload',
        token,
        malformedJsonBody(
          { latitude: '-6.98265', longitude: '110.40925', filename_face: 'AAAAAAAAAAAAAAAAAAAAAAAA', type: '1', location: '1', device_token: 'fuzz' },
          ['type', 'location', 'latitude', 'longitude'],
        ),
      ),
      'GET /mobile-v2/riwayat-absen': get('/mobile-v2/riwayat-absen', token, query({ period: notAPeriod })),
      'POST /mobile-v2/absen-lembur/check': post(
        '/mobile-v2/absen-lembur/check',
        token,
        malformedJsonBody({ type: '1', is_location: '1', latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) }, ['type', 'is_location', 'latitude', 'longitude']),
      ),
      'POST /mobile-v2/absen-lembur/upload-photo': malformedUpload.map((u): FuzzRequest => ({ method: 'POST', path: '/mobile-v2/absen-lembur/upload-photo', headers: { token, 'content-type': u.type }, body: u.body })),
      'POST /mobile-v2/absen-lembur/insert': post(
        '/mobile-v2/absen-lembur/insert',
        token,
        malformedJsonBody(
          { latitude: '-6.98265', longitude: '110.40925', filename_face: 'AAAAAAAAAAAAAAAAAAAAAAAA', filename_location: 'BBBBBBBBBBBBBBBBBBBBBBBB', type: '1', location: '1', device_token: 'fuzz' },
          ['type', 'location', 'latitude', 'longitude'],
        ),
      ),
      'GET /mobile-v2/absen-lembur/list': get('/mobile-v2/absen-lembur/list', token, query({ period: notAPeriod })),
      'GET /mobile-v2/riwayat-absen-bawahan': get(
        '/mobile-v2/riwayat-absen-bawahan',
        supervisorToken,
        fc.oneof(query({ start_date: notADate, end_date: fc.constant('2026-11-20') }), query({ start_date: fc.constant('2026-11-20'), end_date: notADate }), fc.constant('?start_date=2026-11-20&end_date=2026-10-01'), fc.constant('?start_date=2026-01-01&end_date=2026-11-20')),
      ),
      'GET /mobile-v2/izin/list': get('/mobile-v2/izin/list', token, query({ period: notAPeriod })),
      'GET /mobile-v2/izin/get-kuota-cuti': get(
        '/mobile-v2/izin/get-kuota-cuti',
        token,
        fc.oneof(query({ start_date: notADate, end_date: fc.constant('2026-12-18') }), query({ start_date: fc.constant('2026-12-14'), end_date: notADate })).filter((q) => q.includes('_date=') && !q.includes('_date=2026-12-18&') && q !== '?start_date=2026-12-14' && q !== '?end_date=2026-12-18' && q !== '?start_date=2026-12-14&end_date=2026-12-18'),
      ),
      'GET /mobile-v2/izin/persetujuan': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/izin/persetujuan', headers: { token: auth } })),
      'POST /mobile-v2/izin/insert': post(
        '/mobile-v2/izin/insert',
        token,
        malformedJsonBody({ reason: 'CUTI', description: 'Liburan', start_date: '14 Desember 2026', end_date: '18 Desember 2026' }, []),
      ),
      'GET /mobile-v2/perintah-lembur': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/perintah-lembur', headers: { token: auth } })),
      // Requests and orders that survive breaking name a day long past: 400, never an order stored.
      'POST /mobile-v2/perintah-lembur/ajukan': post('/mobile-v2/perintah-lembur/ajukan', token, malformedJsonBody({ date: '2000-01-03', start_time: '17:00', end_time: '19:00', task: 'Lembur' }, [])),
      'POST /mobile-v2/perintah-lembur/jawab': post('/mobile-v2/perintah-lembur/jawab', token, malformedJsonBody({ id: 2_147_483_647, decision: 'agree' }, [], ['id'])),
      'GET /mobile-v2/perintah-lembur/staf': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/perintah-lembur/staf', headers: { token: auth } })),
      'POST /mobile-v2/perintah-lembur/staf': post(
        '/mobile-v2/perintah-lembur/staf',
        supervisorToken,
        malformedJsonBody({ employee_id: 2_147_483_647, date: '2000-01-03', start_time: '17:00', end_time: '19:00', task: 'Lembur' }, [], ['employee_id']),
      ),
      'POST /mobile-v2/perintah-lembur/staf/putuskan': post(
        '/mobile-v2/perintah-lembur/staf/putuskan',
        supervisorToken,
        malformedJsonBody({ id: 2_147_483_647, decision: 'reject', note: 'Catatan' }, [], ['id']),
      ),
      'GET /mobile-v2/pengingat': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/pengingat', headers: { token: auth } })),
      // A broken field may happen to be a boolean, the one valid value: those bodies are not malformed.
      'POST /mobile-v2/pengingat': post(
        '/mobile-v2/pengingat',
        token,
        malformedJsonBody({ enabled: 'tidak' }, []).filter((body) => !(body.type === 'application/json' && /^\{"enabled":(true|false)\}$/.test(body.text ?? ''))),
      ),
      'GET /mobile-v2/privasi': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/privasi', headers: { token: auth } })),
      // Only the current version is a read; breaking it never makes it current.
      'POST /mobile-v2/privasi/dibaca': post('/mobile-v2/privasi/dibaca', token, malformedJsonBody({ version: '2025-01-01' }, [])),
      'GET /mobile-v2/privasi/akses': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/privasi/akses', headers: { token: auth } })),
      'GET /mobile-v2/pemeriksaan-wajah': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/pemeriksaan-wajah', headers: { token: auth } })),
      // A decision that is neither: never a consent recorded.
      'POST /mobile-v2/pemeriksaan-wajah': post('/mobile-v2/pemeriksaan-wajah', token, malformedJsonBody({ decision: 'setuju', version: '2026-11-27' }, [])),
      // Nothing to withdraw without a consent (409), and nothing without a session (401).
      'POST /mobile-v2/pemeriksaan-wajah/tarik': fc.oneof(badToken, fc.constant(() => token).map((get) => get())).map((auth): FuzzRequest => ({ method: 'POST', path: '/mobile-v2/pemeriksaan-wajah/tarik', headers: { token: auth } })),
      'GET /mobile-v2/periode-gaji': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/periode-gaji', headers: { token: auth } })),
      'GET /mobile-v2/izin/terbaru': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/izin/terbaru', headers: { token: auth } })),
      'GET /mobile-v2/pegawai-data/perubahan': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/pegawai-data/perubahan', headers: { token: auth } })),
      // A request that survives breaking asks for 21 children, beyond what the field takes: 400, never a request stored.
      'POST /mobile-v2/pegawai-data/perubahan': post('/mobile-v2/pegawai-data/perubahan', token, malformedJsonBody({ field: 'dependent_children', new_value: '21', reason: 'Anak bertambah' }, [])),
      'POST /mobile-v2/pegawai-data/perubahan/tarik': post('/mobile-v2/pegawai-data/perubahan/tarik', token, malformedJsonBody({ id: 2_147_483_647 }, [], ['id'])),
      'GET /mobile-v2/koreksi-absen': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/koreksi-absen', headers: { token: auth } })),
      // A request that survives breaking names a day long past the window: 400, never a request stored.
      'POST /mobile-v2/koreksi-absen': post(
        '/mobile-v2/koreksi-absen',
        token,
        malformedJsonBody({ date: '2000-01-03', direction: 'in', time: '07:25', office_id: null, reason: 'Lupa absen' }, [], ['office_id']),
      ),
      'POST /mobile-v2/koreksi-absen/tarik': post('/mobile-v2/koreksi-absen/tarik', token, malformedJsonBody({ id: 2_147_483_647 }, [], ['id'])),
      'GET /mobile-v2/verifikasi-absen/koreksi': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/verifikasi-absen/koreksi', headers: { token: auth } })),
      'POST /mobile-v2/verifikasi-absen/koreksi/putuskan': post(
        '/mobile-v2/verifikasi-absen/koreksi/putuskan',
        supervisorToken,
        malformedJsonBody({ id: 2_147_483_647, decision: 'reject', note: 'Catatan' }, [], ['id']),
      ),
      'POST /mobile-v2/izin/delete': post('/mobile-v2/izin/delete', token, malformedJsonBody({ id: 1 }, [], ['id'])),
      // A decision whose fields survive breaking still names no request: at worst 404, never a change.
      'POST /mobile-v2/izin/putuskan': post('/mobile-v2/izin/putuskan', supervisorToken, malformedJsonBody({ id: 2_147_483_647, decision: 'reject', note: 'Catatan' }, [], ['id'])),
      // The token of an employee below level 5 gets 403; a supervisor's always a list.
      'GET /mobile-v2/verifikasi-absen': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/verifikasi-absen', headers: { token: auth } })),
      'POST /mobile-v2/verifikasi-absen/putuskan': post(
        '/mobile-v2/verifikasi-absen/putuskan',
        supervisorToken,
        malformedJsonBody({ kind: 'attendance', id: 2_147_483_647, decision: 'reject', note: 'Catatan', flags_seen: ['offline'] }, [], ['id']),
      ),
      // An empty list is refused; breaking it never makes a list of records to approve.
      'POST /mobile-v2/verifikasi-absen/setujui-wajah-cocok': post('/mobile-v2/verifikasi-absen/setujui-wajah-cocok', supervisorToken, malformedJsonBody({ records: [] }, [])),
      // HR's calls with an HR token: a malformed filter or id is 400, a role change 403 (HR is no admin); ids that
      // survive breaking name nothing (404).
      'GET /hr/employees': get(
        '/hr/employees',
        hrToken,
        fc.oneof(query({ office_id: notAnId }), query({ active: fc.string({ maxLength: 5 }).filter((s) => !['', '0', '1'].includes(s)) }), query({ q: fc.string({ minLength: 101, maxLength: 200 }).filter((s) => s.trim().length > 100) })).filter((q) => q !== '?'),
      ),
      'GET /hr/audit': get(
        '/hr/audit',
        hrToken,
        fc.oneof(query({ from: notADate.filter((s) => s !== '') }), query({ to: notADate.filter((s) => s !== '') }), query({ actor_id: notAnId }), query({ before_id: notAnId })).filter((q) => q !== '?'),
      ),
      ...Object.fromEntries(
        (['deactivate', 'reactivate'] as const).map((action) => [
          `POST /hr/employees/{id}/${action}`,
          notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/${action}`, headers: { token: hrToken } })),
        ]),
      ),
      'POST /hr/employees/{id}/role': fc.oneof(
        post('/hr/employees/2/role', hrToken, malformedJsonBody({ role: 'admin' }, [])),
        notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/role`, headers: { token: hrToken } })),
      ),
      'GET /hr/recap': get(
        '/hr/recap',
        hrToken,
        fc.oneof(query({ period: notAPeriod }), fc.record({ format: fc.string({ maxLength: 6 }).filter((s) => !['', 'json', 'csv', 'xlsx'].includes(s)) }).map(({ format }) => `?period=202611&format=${encodeURIComponent(format)}`)),
      ),
      'GET /hr/verification': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/verification', headers: { token: auth } })),
      'GET /hr/verification/corrections': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/verification/corrections', headers: { token: auth } })),
      'POST /hr/verification/corrections/decide': post('/hr/verification/corrections/decide', hrToken, malformedJsonBody({ id: 2_147_483_647, decision: 'reject', note: 'Catatan' }, [], ['id'])),
      // An addition that survives breaking names no employee: 404, never a record.
      'POST /hr/attendance/add': post(
        '/hr/attendance/add',
        hrToken,
        malformedJsonBody({ employee_id: 2_147_483_647, date: '2026-11-20', direction: 'in', time: '07:30', office_id: null, note: 'Manual' }, [], ['employee_id', 'office_id']),
      ),
      'POST /hr/verification/decide': post(
        '/hr/verification/decide',
        hrToken,
        malformedJsonBody({ kind: 'attendance', id: 2_147_483_647, decision: 'reject', note: 'Catatan', flags_seen: ['offline'] }, [], ['id']),
      ),
      'POST /hr/verification/approve-face-matches': post('/hr/verification/approve-face-matches', hrToken, malformedJsonBody({ records: [] }, [])),
      // A commit of a table with a broken row or header is refused whole (400), of another type 415; never a write.
      'POST /hr/employees/import': tableImport('/hr/employees/import', 'username,name,nup,position,level\nbaru.fuzz,Fuzz,FUZZ-1,Staf,99\n'),
      'POST /hr/employees/import/job': tableImport('/hr/employees/import/job', 'username,name,nup,position,level\nbaru.fuzz,Fuzz,FUZZ-1,Staf,99\n'),
      'GET /hr/employees/import/job': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/employees/import/job', headers: { token: auth } })),
      'POST /hr/employees/import/job/dismiss': badToken.map((auth): FuzzRequest => ({ method: 'POST', path: '/hr/employees/import/job/dismiss', headers: { token: auth } })),
      'POST /hr/holidays/import': tableImport('/hr/holidays/import', 'date,name,kind\n2031-02-30,Libur Fuzz,national\n'),
      'GET /hr/employees/{id}/attendance': fc.oneof(
        get('/hr/employees/1/attendance', hrToken, query({ period: notAPeriod })),
        notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/attendance?period=202611`, headers: { token: hrToken } })),
      ),
      'POST /hr/attendance/correct': post('/hr/attendance/correct', hrToken, malformedJsonBody({ id: 2_147_483_647, time: '07:30', status: 'counts', note: 'Salah jam', version: 'v' }, [], ['id'])),
      // Payroll periods, the sheet and its keys: a broken period or id is 400 or 404; a broken token 401; an HR clerk
      // reopening is 403 (only an admin may); a period not yet ended cannot be closed (400).
      'GET /hr/periods': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/periods', headers: { token: auth } })),
      'POST /hr/periods/{period}/close': fc.oneof(
        notAPeriod.map((period): FuzzRequest => ({ method: 'POST', path: `/hr/periods/${encodeURIComponent(period) || 'x'}/close`, headers: { token: hrToken } })),
        fc.constantFrom('209901', '210012').map((period): FuzzRequest => ({ method: 'POST', path: `/hr/periods/${period}/close`, headers: { token: hrToken } })),
      ),
      'POST /hr/periods/{period}/reopen': post('/hr/periods/202610/reopen', hrToken, malformedJsonBody({ reason: 'Salah hitung' }, [])),
      'GET /hr/periods/{period}/sheet': notAPeriod.map((period): FuzzRequest => ({ method: 'GET', path: `/hr/periods/${encodeURIComponent(period) || 'x'}/sheet`, headers: { token: hrToken } })),
      'GET /hr/periods/{period}/sheet.csv': notAPeriod.map((period): FuzzRequest => ({ method: 'GET', path: `/hr/periods/${encodeURIComponent(period) || 'x'}/sheet.csv`, headers: { token: hrToken } })),
      'GET /hr/periods/{period}/sheet.xlsx': notAPeriod.map((period): FuzzRequest => ({ method: 'GET', path: `/hr/periods/${encodeURIComponent(period) || 'x'}/sheet.xlsx`, headers: { token: hrToken } })),
      'GET /hr/periods/{period}/sheet/{employee_id}': notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/periods/202611/sheet/${encodeURIComponent(id) || 'x'}`, headers: { token: hrToken } })),
      'GET /hr/payroll-keys': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/payroll-keys', headers: { token: auth } })),
      'POST /hr/payroll-keys': badToken.map((auth): FuzzRequest => ({ method: 'POST', path: '/hr/payroll-keys', headers: { token: auth, 'content-type': 'application/json' }, body: '{"name":"Sistem Gaji"}' })),
      'POST /hr/payroll-keys/{id}/revoke': fc.oneof(notAnId, fc.constant('2147483647')).map((id): FuzzRequest => ({ method: 'POST', path: `/hr/payroll-keys/${encodeURIComponent(id) || 'x'}/revoke`, headers: { token: hrToken } })),
      'GET /api/payroll/{period}': fc
        .tuple(fc.oneof(badToken, fc.constant(() => token).map((read) => read())), fc.oneof(notAPeriod, fc.constant('202611')))
        .map(([key, period]): FuzzRequest => ({ method: 'GET', path: `/api/payroll/${encodeURIComponent(period) || 'x'}`, headers: { authorization: `Bearer ${key}` } })),
      'GET /hr/dashboard': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/dashboard', headers: { token: auth } })),
      'GET /hr/holidays': get('/hr/holidays', hrToken, query({ year: fc.string({ maxLength: 6 }).filter((s) => !/^20\d\d$/.test(s)) })),
      'GET /hr/settings': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/settings', headers: { token: auth } })),
      'GET /hr/maintenance': employeeGet('/hr/maintenance'),
      // Public, with nothing to refuse but a pass it does not know.
      'GET /health': fc
        .string({ maxLength: 40 })
        .filter((pass) => !(PASS_NAMES as readonly string[]).includes(pass))
        .map((pass): FuzzRequest => ({ method: 'GET', path: `/health?pass=${encodeURIComponent(pass)}`, headers: {} })),
      // Both fields beyond their range, broken further or dropped: never a setting saved.
      'POST /hr/settings': post('/hr/settings', hrToken, malformedJsonBody({ correction_window_days: 99, payroll_cutoff_day: 99, cuti_bersama_uses_quota: 2, forgotten_clock_out_hours: 9 }, [])),
      'POST /hr/holidays': post('/hr/holidays', hrToken, malformedJsonBody({ date: '2026-12-31', name: 'Libur', kind: 'company' }, [])),
      'POST /hr/holidays/delete': post('/hr/holidays/delete', hrToken, malformedJsonBody({ date: '2031-02-30' }, [])),
      'GET /hr/leave': get('/hr/leave', hrToken, fc.oneof(query({ period: notAPeriod }), fc.string({ maxLength: 3 }).filter((s) => !['', '0', '1', '2', '3'].includes(s)).map((status) => `?period=202611&status=${encodeURIComponent(status)}`))),
      'POST /hr/leave/decide': post('/hr/leave/decide', hrToken, malformedJsonBody({ id: 2_147_483_647, decision: 'reject', note: 'Catatan' }, [], ['id'])),
      'GET /hr/leave/quotas': get('/hr/leave/quotas', hrToken, query({ year: fc.string({ maxLength: 6 }).filter((s) => !/^20\d\d$/.test(s)) })),
      'POST /hr/leave/quotas': post('/hr/leave/quotas', hrToken, malformedJsonBody({ employee_id: 2_147_483_647, year: 2026, days: 14 }, [], ['employee_id'])),
      'GET /hr/announcements': fc
        .oneof(badToken, fc.constant(() => token).map((get) => get()))
        .map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/announcements', headers: { token: auth } })),
      'POST /hr/announcements/image': malformedUpload.map(({ type, body }): FuzzRequest => ({ method: 'POST', path: '/hr/announcements/image', headers: { token: hrToken, 'content-type': type }, body })),
      // Ending before it starts, it stays refused whichever other field breaking leaves valid (a long text is).
      'POST /hr/announcements': post('/hr/announcements', hrToken, malformedJsonBody({ title: 'Uji', description: '<p>Isi</p>', start_date: '2026-12-02', end_date: '2026-12-01' }, [])),
      'POST /hr/announcements/{id}': fc.oneof(
        post('/hr/announcements/2147483647', hrToken, malformedJsonBody({ title: 'Uji', description: '<p>Isi</p>', start_date: '2026-12-02', end_date: '2026-12-01' }, [])),
        notAnId.filter((id) => id !== 'image').map((id): FuzzRequest => ({ method: 'POST', path: `/hr/announcements/${encodeURIComponent(id) || 'x'}`, headers: { token: hrToken, 'content-type': 'application/json' }, body: '{}' })),
      ),
      'POST /hr/announcements/{id}/withdraw': notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/announcements/${encodeURIComponent(id) || 'x'}/withdraw`, headers: { token: hrToken } })),
      'POST /hr/employees': post('/hr/employees', hrToken, malformedJsonBody(FUZZ_EMPLOYEE, ['position_level'], ['supervisor_id'])),
      'POST /hr/employees/{id}': fc.oneof(
        post('/hr/employees/2147483647', hrToken, malformedJsonBody(FUZZ_EMPLOYEE, ['position_level'], ['supervisor_id'])),
        notAnId.filter((id) => id !== 'import').map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}`, headers: { token: hrToken, 'content-type': 'application/json' }, body: '{}' })),
      ),
      'POST /hr/employees/{id}/password': notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/password`, headers: { token: hrToken } })),
      'POST /hr/employees/{id}/photo': fc.oneof(
        malformedUpload.map(({ type, body }): FuzzRequest => ({ method: 'POST', path: '/hr/employees/2147483647/photo', headers: { token: hrToken, 'content-type': type }, body })),
        notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/photo`, headers: { token: hrToken } })),
      ),
      'GET /mobile-v2/privasi/salinan': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/privasi/salinan', headers: { token: auth } })),
      'POST /mobile-v2/privasi/salinan': badToken.map((auth): FuzzRequest => ({ method: 'POST', path: '/mobile-v2/privasi/salinan', headers: { token: auth } })),
      'GET /hr/personal-changes': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/personal-changes', headers: { token: auth } })),
      'POST /hr/personal-changes/decide': post('/hr/personal-changes/decide', hrToken, malformedJsonBody({ id: 2_147_483_647, decision: 'reject', note: 'Catatan' }, [], ['id'])),
      'GET /hr/privacy-settings': badToken.map((auth): FuzzRequest => ({ method: 'GET', path: '/hr/privacy-settings', headers: { token: auth } })),
      'POST /hr/privacy-settings': post('/hr/privacy-settings', hrToken, malformedJsonBody({ photo_retention_days: 29, reference_retention_days: 366, officer_name: 'x'.repeat(101), officer_contact: 'y'.repeat(201) }, [])),
      'GET /hr/employees/{id}/personal': notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/personal`, headers: { token: hrToken } })),
      'GET /hr/employees/{id}/access-log': notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/access-log`, headers: { token: hrToken } })),
      'GET /hr/employees/{id}/face-references': notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/face-references`, headers: { token: hrToken } })),
      'POST /hr/employees/{id}/face-references': fc.oneof(
        malformedUpload.map(({ type, body }): FuzzRequest => ({ method: 'POST', path: '/hr/employees/2147483647/face-references', headers: { token: hrToken, 'content-type': type }, body })),
        notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/face-references`, headers: { token: hrToken } })),
      ),
      'POST /hr/employees/{id}/face-references/delete': post('/hr/employees/2147483647/face-references/delete', hrToken, malformedJsonBody({ id: 2_147_483_647 }, [], ['id'])),
      'GET /hr/schedules': employeeGet('/hr/schedules'),
      'GET /hr/offices': employeeGet('/hr/offices'),
      'GET /hr/map': employeeGet('/hr/map'),
      ...Object.fromEntries(
        ['offices', 'rosters'].flatMap((table) =>
          ['archive', 'restore', 'delete'].map((action) => [
            `POST /hr/${table}/{id}/${action}`,
            fc.oneof(notAnId, fc.constant('2147483647')).map((id): FuzzRequest => ({ method: 'POST', path: `/hr/${table}/${encodeURIComponent(id) || 'x'}/${action}`, headers: { token: hrToken } })),
          ]),
        ),
      ),
      'GET /hr/departments': employeeGet('/hr/departments'),
      'GET /hr/passkeys/overview': employeeGet('/hr/passkeys/overview'),
      'GET /hr/employees/import/template': get('/hr/employees/import/template', hrToken, query({ format: fc.string({ maxLength: 6 }).filter((s) => !['', 'csv', 'xlsx'].includes(s)) })).filter((request) => !request.path.endsWith('?')),
      'POST /hr/offices': post('/hr/offices', hrToken, malformedJsonBody({ name: 'Cabang', latitude: -7, longitude: 110, radius_m: 100, time_zone: 'WITA' }, ['latitude', 'longitude'])),
      'POST /hr/offices/{id}': fc.oneof(
        post('/hr/offices/2147483647', hrToken, malformedJsonBody({ name: 'Cabang', latitude: -7, longitude: 110, radius_m: 100, time_zone: 'WITA' }, ['latitude', 'longitude'])),
        notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/offices/${encodeURIComponent(id) || 'x'}`, headers: { token: hrToken, 'content-type': 'application/json' }, body: '{}' })),
      ),
      'GET /hr/rosters': employeeGet('/hr/rosters'),
      'POST /hr/rosters': post('/hr/rosters', hrToken, malformedJsonBody(FUZZ_ROSTER, [])),
      'POST /hr/rosters/{id}': fc.oneof(
        post('/hr/rosters/2147483647', hrToken, malformedJsonBody(FUZZ_ROSTER, [])),
        notAnId.filter((id) => id !== 'assign').map((id): FuzzRequest => ({ method: 'POST', path: `/hr/rosters/${encodeURIComponent(id) || 'x'}`, headers: { token: hrToken, 'content-type': 'application/json' }, body: '{}' })),
      ),
      'POST /hr/rosters/assign': post('/hr/rosters/assign', hrToken, malformedJsonBody({ roster_id: 2_147_483_647, employee_ids: [2_147_483_647] }, [], ['roster_id'])),
      'POST /hr/shift-swaps': post('/hr/shift-swaps', hrToken, malformedJsonBody({ employee_id: 2_147_483_647, date: '2026-11-30', shift_code: 'P' }, [], ['employee_id'])),
      'GET /hr/roster-calendar': get(
        '/hr/roster-calendar',
        hrToken,
        fc.oneof(
          query({ from: notADate }),
          fc.string({ maxLength: 4 }).filter((s) => !/^\d{1,2}$/.test(s) || Number(s) < 1 || Number(s) > 42).map((days) => `?from=2026-11-01&days=${encodeURIComponent(days)}`),
          notAnId.map((id) => `?from=2026-11-01&office_id=${encodeURIComponent(id) || 'x'}`),
        ),
      ),
      'GET /hr/employees/{id}/shifts': fc.oneof(
        get('/hr/employees/1/shifts', hrToken, fc.oneof(query({ from: notADate }), fc.string({ maxLength: 4 }).filter((s) => !/^\d{1,2}$/.test(s) || Number(s) < 1 || Number(s) > 62).map((days) => `?from=2026-11-01&days=${encodeURIComponent(days)}`))),
        notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/shifts?from=2026-11-01`, headers: { token: hrToken } })),
      ),
      'POST /files/upload/pengajuan_izin': fc
        .record({
          type: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'text/plain', ''),
          bytes: fc.oneof(brokenPhoto, fc.uint8Array({ maxLength: 4000 }).map((rest) => Buffer.concat([Buffer.from('%PDF-1.4\n'), rest]))),
        })
        .map(({ type, bytes }): FuzzRequest => ({ method: 'POST', path: '/files/upload/pengajuan_izin', headers: { ...(type && { 'content-type': type }) }, body: new Uint8Array(bytes) })),
      'POST /pwa/passkey/options': fc.oneof(
        badToken.map((bad): FuzzRequest => ({ method: 'POST', path: '/pwa/passkey/options', headers: { token: bad, origin: 'http://localhost' } })),
        fc
          .constantFrom('', 'null', 'https://phishing.example', 'https://localhost', 'http://localhost.example', 'http://127.0.0.2:8080')
          .map((origin): FuzzRequest => ({ method: 'POST', path: '/pwa/passkey/options', headers: { token, ...(origin && { origin }) } })),
      ),
      // A registration no challenge of this server was given for: whatever breaking leaves, it is refused.
      'POST /pwa/passkey/register': post('/pwa/passkey/register', token, malformedJsonBody(FUZZ_REGISTRATION, [])).map((request) => ({
        ...request,
        headers: { ...request.headers, origin: 'http://localhost' },
      })),
      'GET /pwa/passkey/devices': badToken.map((bad): FuzzRequest => ({ method: 'GET', path: '/pwa/passkey/devices', headers: { token: bad } })),
      'GET /pwa/passkey/pending': badToken.map((bad): FuzzRequest => ({ method: 'GET', path: '/pwa/passkey/pending', headers: { token: bad } })),
      'POST /pwa/passkey/decide': post('/pwa/passkey/decide', hrToken, malformedJsonBody({ id: 'tidak-ada-perangkat-ini', decision: 'approve' }, [])),
      'GET /hr/employees/{id}/passkeys': notAnId.map((id): FuzzRequest => ({ method: 'GET', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/passkeys`, headers: { token: hrToken } })),
      'POST /hr/employees/{id}/enrolment-code': fc.oneof(
        post('/hr/employees/2147483647/enrolment-code', hrToken, malformedJsonBody({ days: 7 }, [])),
        notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/enrolment-code`, headers: { token: hrToken, 'content-type': 'application/json' }, body: '{"days":7}' })),
      ),
      'POST /hr/employees/{id}/passkey-exempt': fc.oneof(
        post('/hr/employees/2147483647/passkey-exempt', hrToken, malformedJsonBody({ exempt: true }, [])),
        notAnId.map((id): FuzzRequest => ({ method: 'POST', path: `/hr/employees/${encodeURIComponent(id) || 'x'}/passkey-exempt`, headers: { token: hrToken, 'content-type': 'application/json' }, body: '{"exempt":true}' })),
      ),
      'POST /pwa/logout': badToken.map((bad): FuzzRequest => ({ method: 'POST', path: '/pwa/logout', headers: { token: bad } })),
      'GET /mobile-v2/pengumuman': badToken.map((bad): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/pengumuman', headers: { token: bad } })),
      'GET /mobile-v2/pegawai-data': badToken.map((bad): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/pegawai-data', headers: { token: bad } })),
      // The base names a wrong old password: a body whose fields survive breaking is refused (400, later 429).
      'POST /mobile-v2/ubah-password': post('/mobile-v2/ubah-password', token, malformedJsonBody({ old_password: 'bukan-password-lama', new_password: 'PasswordBaru2026' }, [])),
      'POST /mobile-v2/device-token': post('/mobile-v2/device-token', token, malformedJsonBody({ device_token: DEVICE_TOKEN }, [])),
      'GET /mobile-v2/web-push/key': badToken.map((bad): FuzzRequest => ({ method: 'GET', path: '/mobile-v2/web-push/key', headers: { token: bad } })),
      'POST /mobile-v2/device-token/delete': post('/mobile-v2/device-token/delete', token, malformedJsonBody({ device_token: DEVICE_TOKEN }, [])),
      'GET /files/{id}': fc
        .record({ id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{24}$/), fc.string({ maxLength: 40 })), expires: fc.oneof(fc.string(), fc.integer().map(String)), signature: fc.string() })
        .map(({ id, expires, signature }): FuzzRequest => ({ method: 'GET', path: `/files/${encodeURIComponent(id) || 'x'}?${new URLSearchParams({ expires, signature })}`, headers: {} })),
    };
  };

  it('answers every one with a 4xx and a message, keeps answering, and changes nothing', async () => {
    const arbitraries = requests();
    const documented = Object.entries((await openApiDocument()).paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(Object.keys(arbitraries).sort()).toEqual(documented.sort());
    const before = await databaseSnapshot(server.services.db, server.dataDir);

    for (const [operation, arbitrary] of Object.entries(arbitraries)) {
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          sent++;
          const answer = await call(`${server.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
          expect(answer.status, `${operation} ${JSON.stringify(request).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${operation} ${JSON.stringify(request).slice(0, 300)}`).toBeLessThan(500);
          expect(typeof answer.body?.message, operation).toBe('string');
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      expect(sent, operation).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT);
    }

    expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token } })).status).toBe(200);
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  }, 300_000);
});
