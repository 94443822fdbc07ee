import type { Kysely } from 'kysely';
import type { PasskeyDevice, PasskeyRegistration, PasskeyStatus } from '../../src/contract/passkey';
import { PASSKEY_TEXT } from '../../src/domain/passkey';
import { recordAudit } from '../audit/auditLog';
import { holdsCompanyAuthority } from '../../src/domain/roles';
import { Refusal, requireAuthority } from '../access/authority';
import { isUniqueViolation } from '../db/errors';
import type { Database, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { enrolmentChallenge, isEnrolmentChallenge } from './challenges';
import { useEnrolmentCode } from './enrolmentCodes';
import { requireRelyingParty, RP_NAME } from './relyingParty';
import { loadWebAuthn } from './webAuthn';

/** ES256 and RS256: what every platform authenticator offers (COSE algorithm ids). */
const ALGORITHMS = [-7, -257];

export const PASSKEY_MESSAGES = {
  invalid: 'Pendaftaran perangkat tidak sah atau waktunya habis. Coba daftarkan lagi.',
  wrongCode: 'Kode pendaftaran salah, sudah dipakai, atau kedaluwarsa. Periksa kodenya, atau kosongkan agar ponsel menunggu persetujuan atasan atau SDM.',
  codeMade: (code: string, until: string) => `Kode: ${code}, berlaku sampai ${until}. Serahkan langsung kepada pegawainya; kode ini hanya ditampilkan sekali.`,
  duplicate: 'Perangkat ini sudah terdaftar.',
  notFound: 'Perangkat tidak ditemukan.',
  notYours: 'Anda tidak berhak memutuskan perangkat pegawai ini.',
  notPending: 'Perangkat ini tidak sedang menunggu persetujuan.',
  alreadyRevoked: 'Perangkat ini sudah dicabut.',
  revokeHrOnly: 'Hanya SDM yang dapat mencabut perangkat yang aktif.',
} as const;

const employeeDevices = (db: Kysely<Database>, employeeId: number) =>
  db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at', 'status', 'transports']).where('employee_id', '=', employeeId).orderBy('created_at').execute();

export const deviceOf = (row: { id: string; name: string; created_at: string; last_used_at: string | null; status: string }): PasskeyDevice => ({
  id: row.id,
  name: row.name,
  enrolled_at: row.created_at,
  last_used_at: row.last_used_at,
  status: row.status as PasskeyStatus,
});

export const devicesOf = async (db: Kysely<Database>, employeeId: number) => (await employeeDevices(db, employeeId)).map(deviceOf);

/** The standard creation options: a platform passkey, user verification required, no attestation. */
export async function enrolmentOptions(services: Services, employee: SignedInEmployee, origin: string | undefined) {
  const party = requireRelyingParty(services.config, origin);
  const known = (await employeeDevices(services.db, employee.id)).filter((device) => device.status !== 'revoked');
  const { generateRegistrationOptions } = await loadWebAuthn();
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.id,
    userName: employee.username,
    userDisplayName: employee.name,
    // Stable per employee and free of personal data: a phone keeps one passkey per employee.
    userID: new TextEncoder().encode(`employee-${employee.id}`),
    challenge: enrolmentChallenge(services.config.jwtSecret, employee.id, services.now()),
    attestationType: 'none',
    excludeCredentials: known.map((device) => ({ id: device.id, transports: JSON.parse(device.transports) as string[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required', authenticatorAttachment: 'platform' },
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: 120_000,
  });
}

const notifyDevice = (services: Services, employeeId: number, title: string, name: string) =>
  services.notifier.notify([employeeId], { title, body: `${name}. Bila bukan Anda, segera hubungi atasan atau SDM.`, link: '/perangkat-absen' });

/**
 * Enrols the phone's passkey: active at once only with the one-time code HR handed the employee in person, while no
 * other phone of theirs is active; otherwise it waits for the chain or HR, so that a password alone — also a borrowed
 * one — never makes an active phone. A wrong code is refused. Audited, and notified on all the employee's phones.
 */
export async function registerDevice(services: Services, employee: SignedInEmployee, origin: string | undefined, registration: PasskeyRegistration) {
  const party = requireRelyingParty(services.config, origin);
  const { device_name: deviceName, enrolment_code: code, ...response } = registration;
  const now = services.now();
  const { verifyRegistrationResponse } = await loadWebAuthn();
  const credential = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => isEnrolmentChallenge(services.config.jwtSecret, challenge, employee.id, now),
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).then(
    (result) => (result.verified ? result.registrationInfo.credential : null),
    () => null,
  );
  if (!credential) throw new ApiError(400, PASSKEY_MESSAGES.invalid);
  const name = deviceName || 'Perangkat tanpa nama';
  let status: 'active' | 'pending';
  try {
    status = await services.db.transaction().execute(async (trx) => {
      // One enrolment of an employee at a time, so that of two first devices enrolled at once only one is active.
      if (services.config.databaseUrl) await trx.selectFrom('employees').select('id').where('id', '=', employee.id).forUpdate().execute();
      const active = await trx.selectFrom('passkeys').select('id').where('employee_id', '=', employee.id).where('status', '=', 'active').limit(1).executeTakeFirst();
      if (code && !(await useEnrolmentCode(trx, employee.id, code, now))) throw new ApiError(400, PASSKEY_MESSAGES.wrongCode);
      const status = code && !active ? 'active' : 'pending';
      await trx
        .insertInto('passkeys')
        .values({
          id: credential.id,
          employee_id: employee.id,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name,
          status,
          created_at: now.toISOString(),
          last_used_at: null,
          decided_by: null,
          decided_at: null,
        })
        .execute();
      await recordAudit(trx, { actorId: employee.id, action: 'passkey.enrol', entity: 'employee', entityId: employee.id, before: null, after: { device: credential.id, name, status, with_code: Boolean(code) } }, now);
      return status;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, PASSKEY_MESSAGES.duplicate);
    throw error;
  }
  notifyDevice(services, employee.id, PASSKEY_TEXT.notifiedTitle, `${name} (${status === 'active' ? 'aktif' : 'menunggu persetujuan'})`);
  return { id: credential.id, status, message: PASSKEY_TEXT.registered[status] };
}

/**
 * The chain approves a waiting device or revokes one; HR (the console's authority over the owner) may also revoke an
 * active device. Never one's own. Audited and notified.
 */
export async function decideDevice(services: Services, decider: SignedInEmployee, id: string, decision: 'approve' | 'revoke') {
  const device = await services.db.selectFrom('passkeys').select(['id', 'employee_id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
  if (!device) throw new ApiError(404, PASSKEY_MESSAGES.notFound);
  const ownerRole = await requireAuthority(services.db, decider, device.employee_id, 'company-or-chain', `passkey.${decision}`, { outsideChain: PASSKEY_MESSAGES.notYours });
  const company = holdsCompanyAuthority(decider.role, ownerRole ?? 'employee');
  if (device.status === 'revoked') throw new ApiError(409, PASSKEY_MESSAGES.alreadyRevoked);
  if (decision === 'approve' && device.status !== 'pending') throw new ApiError(409, PASSKEY_MESSAGES.notPending);
  if (decision === 'revoke' && device.status === 'active' && !company) throw new Refusal(403, PASSKEY_MESSAGES.revokeHrOnly, { action: 'passkey.revoke', targetId: device.employee_id });
  const status = decision === 'approve' ? 'active' : 'revoked';
  const now = services.now();
  const changed = await services.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('passkeys')
      .set({ status, decided_by: decider.id, decided_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', device.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(
      trx,
      { actorId: decider.id, action: `passkey.${decision}`, entity: 'employee', entityId: device.employee_id, before: { device: id, status: device.status }, after: { device: id, status } },
      now,
    );
    return true;
  });
  if (!changed) throw new ApiError(409, PASSKEY_MESSAGES.notPending);
  notifyDevice(services, device.employee_id, decision === 'approve' ? 'Perangkat absen Anda disetujui' : 'Perangkat absen Anda dicabut', device.name);
  return status;
}

/** HR exempts an employee who has no capable phone (or ends it); audited. */
export async function setExemption(db: Kysely<Database>, actorId: number | null, employeeId: number, exempt: boolean, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('employees').select('passkey_exempt').where('id', '=', employeeId).executeTakeFirstOrThrow();
    await trx.updateTable('employees').set({ passkey_exempt: exempt ? 1 : 0 }).where('id', '=', employeeId).execute();
    await recordAudit(trx, { actorId, action: 'passkey.exempt', entity: 'employee', entityId: employeeId, before: { passkey_exempt: before.passkey_exempt === 1 }, after: { passkey_exempt: exempt } }, now);
  });
}
