/**
 * The HR console's calls against the rules: every /hr call answers 403 to employees and supervisors; HR
 * lists, deactivates and reactivates employees, never itself and never another HR account (that is an admin's);
 * a deactivated account's sessions end at once; every change is in the audit log with its before and after.
 * Expected people come from the demo seed's table (server/seed/people.ts), not from the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/openapi/document';
import { admin } from '../support/adminCommand';
import { attendanceApi, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { withShownFlags } from '../support/recordDecision';

const CONSOLE_ONLY = 'Konsol SDM hanya untuk petugas SDM.';
/** The demo's Bagian Produksi, as server/seed/people.ts lists it. */
const PRODUKSI = ['arif.rahman', 'dimas.saputro', 'indah.permata', 'kabag.produksi', 'kasi.ipa', 'sugeng.raharjo', 'yoga.pratama'];

describe(`the HR console's calls (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const idOf = new Map<string, number>();
  const hrCall = (path: string, token = hrToken) => call(`${server.url}${path}`, { headers: { token } });
  const hrPost = (path: string, body: unknown = {}, token = hrToken) => postJson(`${server.url}${path}`, body, { token });
  const auditOf = async (username: string) => (await hrCall(`/hr/audit?entity=employee&entity_id=${idOf.get(username)}`)).body;

  beforeAll(async () => {
    server = await startTestServer();
    hrToken = await logInAs(server.url, 'hr');
    const everyone = await hrCall('/hr/employees');
    for (const employee of everyone.body) idOf.set(employee.username, employee.id);
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 to an employee and to a supervisor, on every /hr call', async () => {
    const hrOperations = Object.entries((await openApiDocument()).paths)
      .filter(([path]) => path.startsWith('/hr/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
    expect(hrOperations.length).toBeGreaterThanOrEqual(5);
    const tokens = { employee: await logInAs(server.url, 'demo'), supervisor: await logInAs(server.url, 'atasan') };
    for (const operation of hrOperations) {
      const url = `${server.url}${operation.path.replace('{id}', String(idOf.get('maya.sari')))}`;
      const request = (headers: Record<string, string>) =>
        operation.method === 'get' ? call(url, { headers }) : postJson(url, { role: 'admin' }, headers);
      expect((await request({})).status, `${operation.method} ${operation.path}`).toBe(401);
      for (const [who, token] of Object.entries(tokens)) {
        const answer = await request({ token });
        expect([answer.status, answer.body], `${who}: ${operation.method} ${operation.path}`).toEqual([403, { message: CONSOLE_ONLY }]);
      }
    }
    // Nothing changed: Maya is still active and an employee.
    expect((await hrCall(`/hr/employees?q=maya`)).body).toMatchObject([{ username: 'maya.sari', active: true, role: 'employee' }]);
  });

  it('lists employees by name, searched and filtered by department and status', async () => {
    const all = (await hrCall('/hr/employees')).body as { name: string; username: string }[];
    expect(all).toHaveLength(33);
    expect(all.map((employee) => employee.name)).toEqual([...all.map((employee) => employee.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const produksi = (await hrCall(`/hr/employees?department=${encodeURIComponent('Bagian Produksi')}`)).body as { username: string }[];
    expect(produksi.map((employee) => employee.username).sort()).toEqual(PRODUKSI);
    expect((await hrCall('/hr/employees?q=FITRI')).body).toMatchObject([{ username: 'hr', role: 'hr', position: 'Staf SDM', active: true }]);
    expect((await hrCall('/hr/employees?q=1995020201')).body).toMatchObject([{ username: 'siti.rahma' }]);
    expect((await hrCall(`/hr/employees?q=${encodeURIComponent('%')}`)).body).toEqual([]);
    expect((await hrCall('/hr/employees?active=0')).body).toEqual([]);
    const field = (await hrCall('/hr/employees?q=joko')).body[0];
    expect(field).toMatchObject({ field_staff: true, supervisor: { name: 'Teguh Wibowo, S.T.' } });
    expect(field.offices.length).toBe(2);
    for (const employee of (await hrCall(`/hr/employees?office_id=${field.offices[1].id}`)).body) {
      expect(employee.offices.map((office: { id: number }) => office.id)).toContain(field.offices[1].id);
    }
    expect((await hrCall('/hr/employees?active=maybe')).status).toBe(400);
    expect((await hrCall('/hr/employees?office_id=1.5')).status).toBe(400);
  });

  it('deactivates an employee: their sessions end at once, they cannot sign in, and the change is audited; then reactivates', async () => {
    const mayaToken = await logInAs(server.url, 'maya.sari');
    const deactivated = await hrPost(`/hr/employees/${idOf.get('maya.sari')}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ employee: { username: 'maya.sari', active: false } });
    expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token: mayaToken } })).status).toBe(401);
    expect((await postJson(`${server.url}/pwa/login`, { username: 'maya.sari', password: 'demo1234' })).status).toBe(400);
    expect((await hrPost(`/hr/employees/${idOf.get('maya.sari')}/deactivate`)).status).toBe(409);
    expect((await hrCall('/hr/employees?active=0')).body.map((employee: { username: string }) => employee.username)).toEqual(['maya.sari']);

    expect((await hrPost(`/hr/employees/${idOf.get('maya.sari')}/reactivate`)).body).toMatchObject({ employee: { active: true } });
    expect(await logInAs(server.url, 'maya.sari')).toBeTruthy();
    const hrId = idOf.get('hr');
    expect(await auditOf('maya.sari')).toMatchObject([
      { action: 'employee.reactivate', actor: { id: hrId, name: 'Fitri Handayani, S.Psi.' }, before: { active: false }, after: { active: true } },
      { action: 'employee.deactivate', actor: { id: hrId }, before: { active: true }, after: { active: false } },
    ]);
  });

  it('lets one of two deactivations that arrive together win', async () => {
    const path = `/hr/employees/${idOf.get('eko.purnomo')}/deactivate`;
    const answers = await Promise.all([hrPost(path), hrPost(path)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf('eko.purnomo')).toHaveLength(1);
    await hrPost(`/hr/employees/${idOf.get('eko.purnomo')}/reactivate`);
  });

  it('leaves roles and HR accounts to admins, never one\'s own account, and audits the admin command', async () => {
    expect((await hrPost(`/hr/employees/${idOf.get('hr')}/deactivate`)).status).toBe(400);
    expect((await hrPost(`/hr/employees/${idOf.get('demo')}/role`, { role: 'hr' })).status).toBe(403);

    const made = await admin(server, 'set-role', '--username', 'dirut', '--role', 'admin');
    expect(made.code, made.stderr).toBe(0);
    expect(await auditOf('dirut')).toMatchObject([{ action: 'employee.role', actor: null, before: { role: 'employee' }, after: { role: 'admin' } }]);
    expect((await admin(server, 'set-role', '--username', 'dirut', '--role', 'boss')).code).toBe(2);

    const adminToken = await logInAs(server.url, 'dirut');
    const promoted = await hrPost(`/hr/employees/${idOf.get('kasubag.kepegawaian')}/role`, { role: 'hr' }, adminToken);
    expect(promoted.body).toMatchObject({ employee: { username: 'kasubag.kepegawaian', role: 'hr' } });
    // HR cannot lock out another HR account; the admin can.
    expect((await hrPost(`/hr/employees/${idOf.get('kasubag.kepegawaian')}/deactivate`)).status).toBe(403);
    expect((await hrPost(`/hr/employees/${idOf.get('kasubag.kepegawaian')}/deactivate`, {}, adminToken)).status).toBe(200);
    expect((await hrPost(`/hr/employees/${idOf.get('dirut')}/role`, { role: 'employee' }, adminToken)).status).toBe(400);
    expect((await hrPost(`/hr/employees/${idOf.get('demo')}/role`, { role: 'boss' }, adminToken)).status).toBe(400);
    expect((await hrPost('/hr/employees/99999999999/deactivate')).status).toBe(400);
    expect((await hrPost('/hr/employees/999999/deactivate')).status).toBe(404);
  });

  /** A clock-in taken with no connection a moment ago: it waits for a person, flagged 'offline'. */
  async function offlineClockIn(username: string) {
    const api = attendanceApi(server.url, await logInAs(server.url, username));
    const takenAt = new Date(Date.now() - 1000).toISOString();
    const face = (await api.upload({ filename_image: photo() }, '1')).body.filename_image;
    const position = { latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) };
    const submit = await api.submit({ ...position, filename_face: face, type: '1', location: '1', device_token: 'd-hr', check_id: null, taken_at: takenAt });
    expect(submit.body, JSON.stringify(submit.body)).toMatchObject({ verification: 'pending' });
    const { nup } = (await hrCall(`/hr/employees?q=${username}`)).body[0];
    const queued = ((await hrCall('/hr/verification')).body as { id: number; nup: string; kind: string; checked_at: string; flags: { code: string }[] }[]).filter(
      (item) => item.kind === 'attendance' && item.nup === nup,
    );
    return queued.sort((a, b) => b.checked_at.localeCompare(a.checked_at))[0]!;
  }

  it("decides any employee's pending record from the company's queue, once, never HR's own, and audits it", async () => {
    const siti = await offlineClockIn('siti.rahma');
    expect(siti).toMatchObject({ nup: '19950202014', name: 'Siti Rahmawati' });
    expect(siti.flags).toContainEqual({ code: 'offline', label: 'diambil tanpa koneksi' });
    const decide = async (body: object) => hrPost('/hr/verification/decide', await withShownFlags(server, { kind: 'attendance', id: siti.id as number, ...body }));
    expect((await decide({ decision: 'reject' })).status).toBe(400);
    expect((await decide({ decision: 'approve', note: 'Sinyal di lokasi memang hilang' })).body).toMatchObject({ verification: 'verified' });
    expect((await decide({ decision: 'approve' })).status).toBe(409);
    expect(((await hrCall('/hr/verification')).body as { id: number }[]).some((item) => item.id === siti.id)).toBe(false);
    expect((await hrCall(`/hr/audit?entity=attendance&entity_id=${siti.id}`)).body).toMatchObject([
      { action: 'record.decide', actor: { id: idOf.get('hr') }, before: { verification: 'pending' }, after: { verification: 'verified', note: 'Sinyal di lokasi memang hilang' } },
    ]);

    // HR's own waiting record is not in its queue (issue 46: only what it may decide), and deciding it is refused.
    expect(await offlineClockIn('hr')).toBeUndefined();
    const own = await server.services.db
      .selectFrom('attendance')
      .select('id')
      .where('employee_id', '=', idOf.get('hr')!)
      .where('verification', '=', 'pending')
      .orderBy('checked_at', 'desc')
      .executeTakeFirstOrThrow();
    expect((await hrPost('/hr/verification/decide', await withShownFlags(server, { kind: 'attendance', id: own.id, decision: 'approve' }))).status).toBe(403);
  });

  it('filters the audit log by who and when, newest first, a page at a time', async () => {
    const everything = (await hrCall('/hr/audit')).body as { id: number; actor: { id: number } | null }[];
    expect(everything.length).toBeGreaterThanOrEqual(6);
    expect(everything.map((entry) => entry.id)).toEqual([...everything.map((entry) => entry.id)].sort((a, b) => b - a));
    const byHr = (await hrCall(`/hr/audit?actor_id=${idOf.get('hr')}`)).body as { actor: { id: number }; action: string }[];
    // Five changes, and four attempts refused for rights (its own account, a role, an HR account, its own record).
    expect(byHr.filter((entry) => entry.action !== 'access.refused')).toHaveLength(5);
    expect(byHr.filter((entry) => entry.action === 'access.refused')).toHaveLength(4);
    expect(byHr.every((entry) => entry.actor.id === idOf.get('hr'))).toBe(true);
    expect((await hrCall(`/hr/audit?before_id=${everything[1]!.id}`)).body[0].id).toBe(everything[2]!.id);
    expect((await hrCall('/hr/audit?to=2000-01-01')).body).toEqual([]);
    expect((await hrCall('/hr/audit?from=tomorrow')).status).toBe(400);
    expect((await hrCall('/hr/audit?to=2026-02-30')).status).toBe(400);
  });
});
