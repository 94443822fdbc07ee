/**
 * The audit log an auditor can read (issue 48): every decision that affects pay is there whoever makes it — a
 * supervisor's as HR's — and each entry names whom it concerns and which record or request, for the console's
 * sentences ("… menyetujui absen masuk Andi Saputra, Kamis, 26 November 2026").
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { withShownFlags } from '../support/recordDecision';

const DAY = '2026-11-24';

describe(`the audit log, readable (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const ids: Record<string, number> = {};
  const audit = async (query: string) => (await call(`${server.url}/hr/audit?${query}`, { headers: { token: hrToken } })).body;

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    for (const row of await db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    const at = fromJakarta(DAY, '07:40').toISOString();
    // The demo's clock-in of that day, now one that waits for the supervisor.
    const values = {
      employee_id: ids.demo!, work_date: DAY, direction: 'in', checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98265, longitude: 110.40925, office_id: null,
      distance_m: 5, is_late: 0, anomaly: null, face_file_id: 'audit-uji', location_file_id: null, letter_file_id: null, device_token: 'uji', idempotency_key: null,
      taken_offline: 1, verification: 'pending', flags: 'offline', device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null,
    };
    ids.record = (
      await db
        .insertInto('attendance')
        .values(values)
        .onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'direction']).doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.leave = (
      await db
        .insertInto('leave_requests')
        .values({
          employee_id: ids.demo!, leave_type_code: 'IZIN', start_date: '2026-12-01', end_date: '2026-12-02', description: 'Keperluan keluarga', attachment: null, status: '0',
          created_at: fromJakarta('2026-11-24', '10:00').toISOString(), working_days: 2, decided_by: null, decided_at: null, decision_note: null, cancelled_at: null, idempotency_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());

  it("names the employee and the record of a supervisor's decision on a record and on leave", async () => {
    const supervisor = await logInAs(server.url, 'atasan');
    const decided = await postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, await withShownFlags(server, { kind: 'attendance', id: ids.record!, decision: 'approve', note: '' }), { token: supervisor });
    expect(decided.status).toBe(200);
    expect((await postJson(`${server.url}/mobile-v2/izin/putuskan`, { id: ids.leave, decision: 'reject', note: 'Kurang orang' }, { token: supervisor })).status).toBe(200);

    const [record] = await audit(`entity=attendance&entity_id=${ids.record}`);
    expect(record).toMatchObject({
      action: 'record.decide', actor: { id: ids.atasan }, subject: { id: ids.demo, name: 'Andi Saputra' }, record: { direction: 'in', from: DAY, to: DAY }, after: { verification: 'verified' },
    });
    const [leave] = await audit(`entity=leave_request&entity_id=${ids.leave}`);
    expect(leave).toMatchObject({
      action: 'leave.decide', actor: { id: ids.atasan }, subject: { id: ids.demo, name: 'Andi Saputra' }, record: { direction: null, from: '2026-12-01', to: '2026-12-02' }, after: { status: '2', note: 'Kurang orang' },
    });
    // Filtered by who did it.
    expect((await audit(`actor_id=${ids.atasan}`)).map((entry: { action: string }) => entry.action)).toEqual(['leave.decide', 'record.decide']);
  });

  it('exports what the filters take as an XLSX in words, with WIB times', async () => {
    const response = await fetch(`${server.url}/hr/audit?actor_id=${ids.atasan}&from=2026-11-25&to=2026-11-25&format=xlsx`, { headers: { token: hrToken } });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="log-audit-2026-11-25-2026-11-25.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as string[]).slice(1)));
    expect(rows).toEqual([
      ['Log Audit 25 November 2026'],
      ['Waktu', 'Kejadian', 'Perubahan'],
      ['Rabu, 25 November 2026 pukul 09:00 WIB', 'Rina Kusumawati, S.E. menolak pengajuan izin Andi Saputra, 01 Desember 2026 s.d. 02 Desember 2026', 'Status: Menunggu → Ditolak\nCatatan: - → Kurang orang'],
      ['Rabu, 25 November 2026 pukul 09:00 WIB', 'Rina Kusumawati, S.E. menyetujui absen masuk Andi Saputra, Selasa, 24 November 2026', 'Status: Menunggu Verifikasi → Tercatat\nCatatan: - → -'],
    ]);
    expect((await call(`${server.url}/hr/audit?format=pdf`, { headers: { token: hrToken } })).body).toEqual({ message: 'Format harus json atau xlsx.' });
  });

  it('names the employee an HR change concerns, and nobody for an office', async () => {
    expect((await postJson(`${server.url}/hr/employees/${ids['maya.sari']}/deactivate`, {}, { token: hrToken })).status).toBe(200);
    const [deactivated] = await audit(`entity=employee&entity_id=${ids['maya.sari']}`);
    expect(deactivated).toMatchObject({ action: 'employee.deactivate', subject: { id: ids['maya.sari'], name: 'Maya Sari' }, record: null });
    const office = await postJson(`${server.url}/hr/offices`, { name: 'Kantor Uji Audit', latitude: -6.9, longitude: 110.4, radius_m: 100, time_zone: 'WIB' }, { token: hrToken });
    const [created] = await audit(`entity=office&entity_id=${office.body.office.id}`);
    expect(created).toMatchObject({ action: 'office.create', subject: null, record: null, after: { name: 'Kantor Uji Audit' } });
  });
});
