import { Hono } from 'hono';
import { PasskeyCreationOptionsSchema, PasskeyDecisionSchema, type PasskeyDevicesResponse, PasskeyDevicesResponseSchema, PasskeyMessageSchema, type PasskeyRegisterResponse, PasskeyRegisterResponseSchema, PasskeyRegistrationSchema, type PendingPasskey, PendingPasskeysSchema } from '../../src/contract/passkey';
import { PASSKEY_TEXT } from '../../src/domain/passkey';
import { holdsCompanyAuthority } from '../../src/domain/roles';
import { subordinatesOf } from '../employees';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { decideDevice, deviceOf, devicesOf, enrolmentOptions, registerDevice } from '../passkeys/devices';
import { documented } from '../openapi/documented';

/** The employee's passkeys (docs/passkeys.md): enrolment, their own list, and the decisions of the chain and HR. */
export const passkeyRoutes = new Hono<AppEnv>()
  .post('/pwa/passkey/options', documented({
    summary: 'Ekstensi produk ini (docs/passkeys.md): opsi pembuatan passkey standar WebAuthn untuk ponsel ini (passkey platform, resident key preferred, user verification required, ES256 dan RS256, attestation none; perangkat pegawai yang belum dicabut dikecualikan). Relying party: PUBLIC_ORIGIN, atau tanpa itu hanya origin loopback dari header Origin (400 selain itu). Tantangannya berlaku 5 menit.',
    auth: true, answer: PasskeyCreationOptionsSchema, errors: [400, 401],
  }), requireEmployee, async (c) => c.json(await enrolmentOptions(c.get('services'), c.get('employee'), c.req.header('origin'))))

  .post('/pwa/passkey/register', documented({
    summary: 'Ekstensi produk ini: mendaftarkan passkey dari respons registrasi standar WebAuthn (ditambah `device_name` dan `enrolment_code`). Perangkat langsung `active` hanya dengan kode pendaftaran sekali pakai dari SDM (`enrolment_code`) selama tidak ada perangkat aktif lain; tanpa kode, setiap perangkat (juga yang pertama) `pending` sampai atasan (rantai) atau SDM menyetujuinya, dan sampai itu absen pegawai tanpa perangkat aktif dinilai seperti tanpa perangkat. 400 juga untuk kode yang salah, sudah dipakai, atau kedaluwarsa. Tercatat di log audit pegawai dan diberitahukan ke semua ponsel pegawai. 400 bila respons tidak sah, tantangan bukan dari server ini untuk pegawai ini, atau waktunya habis; 409 bila perangkat sudah terdaftar.',
    auth: true, body: PasskeyRegistrationSchema, answer: PasskeyRegisterResponseSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const registration = await readBody(c, PasskeyRegistrationSchema);
    const answer = await registerDevice(c.get('services'), c.get('employee'), c.req.header('origin'), registration);
    return c.json(answer satisfies PasskeyRegisterResponse);
  })

  .get('/pwa/passkey/devices', documented({
    summary: 'Ekstensi produk ini: perangkat absen pegawai sendiri (nama, tanggal didaftarkan, terakhir dipakai, status) dan apakah SDM membebaskannya.',
    auth: true, answer: PasskeyDevicesResponseSchema, errors: [401],
  }), requireEmployee, async (c) => {
    const employee = c.get('employee');
    return c.json({ devices: await devicesOf(c.get('services').db, employee.id), exempt: employee.passkey_exempt === 1 } satisfies PasskeyDevicesResponse);
  })

  /** Devices waiting for this supervisor, or for HR those of everyone it may decide for (and its chain), oldest first. */
  .get('/pwa/passkey/pending', documented({
    summary: 'Ekstensi produk ini: perangkat yang menunggu persetujuan dari bawahan (langsung dan tidak langsung) pemanggil; semua pegawai untuk SDM. Terlama dulu.',
    auth: true, answer: PendingPasskeysSchema, errors: [401],
  }), requireEmployee, async (c) => {
    const { db } = c.get('services');
    const employee = c.get('employee');
    const chain = new Set((await subordinatesOf(db, employee.id)).map((member) => member.id));
    const rows = await db
      .selectFrom('passkeys as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .select(['p.id', 'p.name', 'p.created_at', 'p.last_used_at', 'p.status', 'e.id as employee_id', 'e.name as employee_name', 'e.nup', 'e.role'])
      .where('p.status', '=', 'pending')
      .where('p.employee_id', '!=', employee.id)
      .orderBy('p.created_at')
      .execute();
    const decidable = rows.filter((row) => chain.has(row.employee_id) || holdsCompanyAuthority(employee.role, row.role));
    return c.json(decidable.map((row): PendingPasskey => ({ ...deviceOf(row), employee_id: row.employee_id, employee_name: row.employee_name, nup: row.nup })));
  })

  .post('/pwa/passkey/decide', documented({
    summary: 'Ekstensi produk ini: `approve` perangkat yang `pending`, atau `revoke` (menolak yang `pending`; mencabut yang `active` hanya SDM). Hanya atasan dalam rantai pegawai atau SDM (403). Tercatat di log audit dan diberitahukan ke pegawai. 404 bila tidak ada; 409 bila sudah diputuskan atau dicabut.',
    auth: true, body: PasskeyDecisionSchema, answer: PasskeyMessageSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const employee = c.get('employee');
    const { id, decision } = await readBody(c, PasskeyDecisionSchema);
    await decideDevice(c.get('services'), employee, id, decision);
    return c.json({ message: decision === 'approve' ? PASSKEY_TEXT.approved : PASSKEY_TEXT.revoked });
  });
