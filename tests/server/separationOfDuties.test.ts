/**
 * Nobody approves their own pay (issue 46): the attacks a dishonest HR clerk made with nothing but the API and files
 * the console accepts, and the rule table of who may act on whom. Expectations come from the rules:
 * nobody acts on their own account, records, leave, quota, roster, swaps or devices; HR acts on employees and
 * supervisors, never on HR staff or admins (an admin does); nobody changes their own supervisor chain; every refused
 * attempt is audited with actor and target. People are the demo seed's (server/seed/people.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { admin } from '../support/adminCommand';
import { call, logInAs, logInWithOwnPassword, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { withShownFlags } from '../support/recordDecision';

const DAY = '2026-11-24';
const CONSOLE_ONLY = 'Konsol SDM hanya untuk petugas SDM.';
const HR_HEADER = 'username,password,name,nup,position,level,office,department,supervisor';

describe(`separation of duties (${databaseKind})`, () => {
  let server: TestServer;
  const id: Record<string, number> = {};
  const token: Record<string, string> = {};
  const record: Record<string, number> = {};
  const post = (who: string, path: string, body: unknown = {}) => postJson(`${server.url}${path}`, body, { token: token[who]! });
  const get = (who: string, path: string) => call(`${server.url}${path}`, { headers: { token: token[who]! } });
  const importAs = (who: string, csv: string, mode = 'commit') =>
    call(`${server.url}/hr/employees/import?mode=${mode}`, { method: 'POST', headers: { token: token[who]!, 'content-type': 'text/csv' }, body: csv });
  const refusalsBy = async (who: string) =>
    (await server.services.db.selectFrom('audit_log').select(['entity_id', 'after']).where('actor_id', '=', id[who]!).where('action', '=', 'access.refused').orderBy('id').execute()).map(
      (row) => ({ target: row.entity_id, ...(JSON.parse(row.after!) as { attempted: string; message: string }) }),
    );
  const employeeRow = (username: string) => server.services.db.selectFrom('employees').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

  /** A clock-in of `username` on `date` waiting for a person (taken offline). */
  async function pendingClockIn(username: string, date = DAY) {
    const at = fromJakarta(date, '07:20').toISOString();
    const values = {
      employee_id: id[username]!, work_date: date, direction: 'in', checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98265, longitude: 110.40925,
      office_id: null, distance_m: 5, is_late: 0, anomaly: null, face_file_id: `sod-${username}`, location_file_id: null, letter_file_id: null, device_token: 'uji',
      idempotency_key: null, taken_offline: 1, verification: 'pending', flags: 'offline', device_id: null, decided_by: null, decided_at: null, decision_note: null,
      accuracy_m: 8, check_nonce: null,
    };
    // The demo seed may hold that day already: this clock-in replaces it.
    const row = await server.services.db
      .insertInto('attendance')
      .values(values)
      .onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'direction']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) id[row.username] = row.id;
    // dirut manages HR (admin); eko.purnomo is a second HR clerk; hr's chain is kasubag.kepegawaian → kabag.umum → dirut.
    expect((await admin(server, 'set-role', '--username', 'dirut', '--role', 'admin')).code).toBe(0);
    expect((await admin(server, 'set-role', '--username', 'eko.purnomo', '--role', 'hr')).code).toBe(0);
    for (const who of ['hr', 'eko.purnomo', 'dirut', 'atasan', 'demo', 'kasubag.kepegawaian']) token[who] = await logInAs(server.url, who);
    for (const who of ['hr', 'eko.purnomo', 'dirut', 'demo', 'siti.rahma', 'maya.sari', 'atasan']) record[who] = await pendingClockIn(who);
  });
  afterAll(() => server.close());

  it('refuses an import that would take over the admin, change another HR clerk, or the importer itself; audited, nothing written', async () => {
    const dirutBefore = await employeeRow('dirut');
    const takeover = await importAs('hr', [HR_HEADER, 'dirut,Ambil-Alih-2026,Ir. Bambang Sutrisno,19750312001,Direktur Utama,8,,Direksi,'].join('\n'));
    expect(takeover.status).toBe(400);
    expect(takeover.body.problems).toEqual([{ line: 2, message: 'akun petugas SDM dan admin hanya dapat diubah oleh admin.' }]);
    expect(await employeeRow('dirut')).toEqual(dirutBefore);
    expect(await logInAs(server.url, 'dirut')).toBeTruthy();

    const colleague = await importAs('hr', [HR_HEADER, 'eko.purnomo,,Eko Purnomo,19890114020,Staf Kepegawaian,8,,Bagian Umum dan SDM,'].join('\n'));
    expect(colleague.body.problems).toEqual([{ line: 2, message: 'akun petugas SDM dan admin hanya dapat diubah oleh admin.' }]);
    const own = await importAs('eko.purnomo', [HR_HEADER, 'eko.purnomo,,Eko Purnomo,19890114020,Staf Kepegawaian,8,,Bagian Umum dan SDM,'].join('\n'), 'preview');
    expect(own.body.problems).toEqual([{ line: 2, message: 'baris untuk akun Anda sendiri tidak dapat diimpor.' }]);
    expect((await refusalsBy('eko.purnomo')).map((refusal) => [refusal.target, refusal.attempted])).toEqual([[String(id['eko.purnomo']), 'employee.import.preview']]);
    // Placing a new account above oneself: a new level-8 account as the supervisor of hr's own supervisor.
    const above = await importAs('hr', [HR_HEADER, 'boneka,,Akun Boneka,99900000001,Direktur,8,,Direksi,', 'kasubag.kepegawaian,,"Nur Aini, S.Psi.",19860305009,Kepala Sub Bagian Kepegawaian,5,,Bagian Umum dan SDM,boneka'].join('\n'));
    expect(above.body.problems).toEqual([{ line: 3, message: 'atasan dari akun di atas Anda tidak dapat diubah.' }]);
    expect((await employeeRow('kasubag.kepegawaian')).supervisor_id).toBe(id['kabag.umum']);
    expect(await server.services.db.selectFrom('employees').select('id').where('username', '=', 'boneka').executeTakeFirst()).toBeUndefined();

    expect((await refusalsBy('hr')).map((refusal) => [refusal.target, refusal.attempted])).toEqual([
      [String(id.dirut), 'employee.import.commit'],
      [String(id['eko.purnomo']), 'employee.import.commit'],
      [String(id['kasubag.kepegawaian']), 'employee.import.commit'],
    ]);
  });

  it("never sets an existing account's password by import; every changed field is audited before and after", async () => {
    const withPassword = await importAs('hr', [HR_HEADER, 'maya.sari,Kata-Sandi-Baru-9,Maya Sari,19920506019,Staf Penagihan,3,,Bagian Hubungan Langganan,kasubag.penagihan'].join('\n'));
    expect(withPassword.body.problems).toEqual([{ line: 2, message: "kolom 'password' hanya untuk pegawai baru: kosongkan untuk pegawai yang sudah ada (password baru lewat 'Password Baru' di konsol)." }]);
    expect(await logInAs(server.url, 'maya.sari')).toBeTruthy();

    const promoted = await importAs('hr', [HR_HEADER, 'maya.sari,,Maya Sari,19920506019,Koordinator Penagihan,4,,Bagian Hubungan Langganan,kasubag.penagihan'].join('\n'));
    expect(promoted.body).toMatchObject({ created: 0, updated: 1 });
    const audit = (await get('hr', `/hr/audit?entity=employee&entity_id=${id['maya.sari']}`)).body;
    expect(audit[0]).toMatchObject({
      action: 'employee.import.update',
      actor: { id: id.hr },
      before: { position: 'Staf Penagihan', position_level: 3 },
      after: { position: 'Koordinator Penagihan', position_level: 4 },
    });
    // Only what changed (the file's empty office and sub-department columns clear them too), each before and after.
    for (const key of Object.keys(audit[0].after)) expect(audit[0].after[key], key).not.toEqual(audit[0].before[key]);
    expect(audit[0].after).not.toHaveProperty('name');
  });

  /** The version of `username`'s test clock-in as the console lists it (read as the admin, who may list anyone). */
  const versionOf = async (username: string) => {
    const listed = (await get('dirut', `/hr/employees/${id[username]}/attendance?period=202611`)).body as { id: number; version: string }[];
    return listed.find((row) => row.id === record[username])!.version;
  };

  /** Console operations on a target, each answering whether the actor may: the rule table runs every one of them. */
  const operations: Record<string, (who: string, target: string) => Promise<{ status: number; body: any }>> = {
    quota: (who, target) => post(who, '/hr/leave/quotas', { employee_id: id[target], year: 2026, days: 20 }),
    roster: (who, target) => post(who, '/hr/rosters/assign', { roster_id: null, employee_ids: [id[target]] }),
    exempt: (who, target) => post(who, `/hr/employees/${id[target]}/passkey-exempt`, { exempt: false }),
    password: (who, target) => post(who, `/hr/employees/${id[target]}/password`),
    correct: async (who, target) => post(who, '/hr/attendance/correct', { id: record[target], version: await versionOf(target), time: '07:15', status: 'counts', note: 'Uji pemisahan tugas' }),
  };

  /** Who may act on whom through the console (the table): 'yes', or the status that refuses. */
  const TABLE: [actor: string, target: string, expected: 'yes' | number][] = [
    ['demo', 'siti.rahma', 403],
    ['atasan', 'demo', 403],
    ['hr', 'siti.rahma', 'yes'],
    ['hr', 'atasan', 'yes'],
    ['hr', 'hr', 403],
    ['hr', 'eko.purnomo', 403],
    ['hr', 'dirut', 403],
    ['dirut', 'eko.purnomo', 'yes'],
    ['dirut', 'dirut', 403],
  ];

  it.each(TABLE)('%s on %s: %s, on every operation', async (actor, target, expected) => {
    for (const [name, operation] of Object.entries(operations)) {
      const answer = await operation(actor, target);
      // A new password ends the target's sessions: sign in again with it.
      if (name === 'password' && answer.status === 200 && token[target]) token[target] = (await logInWithOwnPassword(server.url, target, answer.body.password)).token;
      if (expected === 'yes') expect([name, answer.status], JSON.stringify(answer.body)).toEqual([name, 200]);
      // One's own account (a password, the passkey exemption) is a 400, as the console always answered it.
      else if (actor === target && ['password', 'exempt'].includes(name)) expect([name, answer.status]).toEqual([name, 400]);
      else expect([name, answer.status], JSON.stringify(answer.body)).toEqual([name, expected]);
      if (['demo', 'atasan'].includes(actor)) expect(answer.body).toEqual({ message: CONSOLE_ONLY });
    }
    if (expected === 'yes') return;
    // A refused request writes nothing but its refusal: run them all again and compare every table.
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    for (const operation of Object.values(operations)) await operation(actor, target);
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
    // Every refusal is audited with actor and target (the console's own refusal names no target).
    const refusals = await refusalsBy(actor);
    expect(refusals.length).toBeGreaterThanOrEqual(Object.keys(operations).length);
    if (!['demo', 'atasan'].includes(actor)) expect(refusals.slice(-Object.keys(operations).length).every((refusal) => refusal.target === String(id[target]))).toBe(true);
  });

  it("keeps HR from deciding its own or a colleague's record, leave and phone, in the console and in the app", async () => {
    for (const who of ['hr', 'eko.purnomo']) record[who] = await pendingClockIn(who, '2026-11-23');
    const decideRecord = async (who: string, path: string, target: string) => post(who, path, await withShownFlags(server, { kind: 'attendance', id: record[target]!, decision: 'approve', note: '' }));
    expect((await decideRecord('hr', '/hr/verification/decide', 'hr')).status).toBe(403);
    expect((await decideRecord('hr', '/hr/verification/decide', 'eko.purnomo')).status).toBe(403);
    expect((await decideRecord('eko.purnomo', '/hr/verification/decide', 'hr')).status).toBe(403);
    expect((await decideRecord('dirut', '/hr/verification/decide', 'eko.purnomo')).body).toMatchObject({ verification: 'verified' });

    // Nor its own roster day: a swap of its own is refused like every other change of its own.
    expect((await post('hr', '/hr/shift-swaps', { employee_id: id.hr, date: '2026-11-30', shift_code: '-' })).status).toBe(403);
    expect((await post('hr', '/hr/shift-swaps', { employee_id: id['eko.purnomo'], date: '2026-11-30', shift_code: '-' })).status).toBe(403);

    const leave = await post('eko.purnomo', '/mobile-v2/izin/insert', { reason: 'CUTI', description: 'Acara keluarga', start_date: '14 Desember 2026', end_date: '15 Desember 2026' });
    expect(leave.status).toBe(200);
    expect((await post('hr', '/hr/leave/decide', { id: leave.body.id, decision: 'approve' })).status).toBe(403);

    // A phone of the clerk's own and one of the colleague's, waiting: neither clerk approves it, not even from the app.
    for (const [owner, device] of [['hr', 'perangkat-hr'], ['eko.purnomo', 'perangkat-eko']] as const) {
      await server.services.db
        .insertInto('passkeys')
        .values({ id: device, employee_id: id[owner]!, public_key: 'x', counter: 0, transports: '[]', name: 'Ponsel kedua', status: 'pending', created_at: new Date().toISOString(), last_used_at: null, decided_by: null, decided_at: null })
        .execute();
    }
    // Neither is in the clerk's lists, nor its own or a colleague's records: only what it may decide is offered.
    expect(((await get('hr', '/pwa/passkey/pending')).body as { id: string }[]).map((device) => device.id)).not.toContain('perangkat-hr');
    expect(((await get('hr', '/pwa/passkey/pending')).body as { id: string }[]).map((device) => device.id)).not.toContain('perangkat-eko');
    const queue = ((await get('hr', '/hr/verification')).body as { kind: string; id: number }[]).filter((item) => item.kind === 'attendance').map((item) => item.id);
    expect(queue).not.toContain(record.hr);
    expect(queue).not.toContain(record['eko.purnomo']);
    expect(queue).toContain(record['maya.sari']);
    expect((await post('hr', '/pwa/passkey/decide', { id: 'perangkat-hr', decision: 'approve' })).status).toBe(403);
    expect((await post('hr', '/pwa/passkey/decide', { id: 'perangkat-eko', decision: 'approve' })).status).toBe(403);
    // The colleague's own chain still decides it: kasubag.kepegawaian is above eko.purnomo.
    expect((await post('kasubag.kepegawaian', '/pwa/passkey/decide', { id: 'perangkat-eko', decision: 'approve' })).status).toBe(200);
    const statuses = await server.services.db.selectFrom('passkeys').select(['id', 'status']).where('id', 'in', ['perangkat-hr', 'perangkat-eko']).orderBy('id').execute();
    expect(statuses).toEqual([{ id: 'perangkat-eko', status: 'active' }, { id: 'perangkat-hr', status: 'pending' }]);
  });

  it("refuses a change of one's own supervisor chain through the employee form", async () => {
    const boss = (await get('hr', `/hr/employees?q=kasubag.kepegawaian`)).body[0];
    const form = {
      name: boss.name, nup: boss.nup, position: boss.position, position_level: boss.position_level, department: boss.department ?? '',
      office_ids: boss.offices.map((office: { id: number }) => office.id), supervisor_id: id.demo, schedule_id: boss.schedule_id, roster_id: boss.roster_id,
      role: 'employee', field_staff: false,
    };
    const answer = await post('hr', `/hr/employees/${boss.id}`, form);
    expect([answer.status, answer.body.message]).toEqual([403, 'Anda tidak dapat mengubah atasan Anda sendiri atau atasan di atas Anda.']);
    expect((await employeeRow('kasubag.kepegawaian')).supervisor_id).toBe(id['kabag.umum']);
  });

  it('refuses a supervisor whose chain was placed by the person decided on, or whose account that person created', async () => {
    // As a pre-rule import could leave it: an account hr created, placed above hr by hr.
    const { id: puppet } = await server.services.db
      .insertInto('employees')
      .values({ username: 'boneka.lama', password_hash: (await employeeRow('demo')).password_hash, nup: '99900000002', name: 'Boneka Lama', position: 'Direktur', position_level: 8, department_id: null, sub_department_id: null, office_id: null, supervisor_id: null, schedule_id: null, photo_file_id: null, birth_place: null, birth_date: null, contact: null, address: null, married_status: null, blood_type: null, religion: null, last_education: null, entry_date: null, grade: null, grade_date: null, dependent_children: null, created_at: new Date().toISOString(), created_by: id.hr })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.services.db.updateTable('employees').set({ supervisor_id: puppet, supervisor_set_by: id.hr }).where('id', '=', id.hr!).execute();
    const puppetToken = await logInAs(server.url, 'boneka.lama');
    const answer = await postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, await withShownFlags(server, { kind: 'attendance', id: record.hr!, decision: 'approve', note: '' }), { token: puppetToken });
    expect([answer.status, answer.body.message]).toEqual([403, 'Anda tidak dapat memutuskan untuk pegawai ini: rantai atasannya diatur oleh Anda atau olehnya.']);
    const stillPending = await server.services.db.selectFrom('attendance').select('verification').where('id', '=', record.hr!).executeTakeFirstOrThrow();
    expect(stillPending.verification).toBe('pending');
  });
});
