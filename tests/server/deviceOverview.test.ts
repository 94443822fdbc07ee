/**
 * HR's 'Perangkat Absen' overview (issue 51: "who has an active phone, one waiting, none, or is exempt, searchable
 * by name"): each active employee once, by name, with the state the table below expects; HR only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`the devices overview (${databaseKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.services;
    const idOf = async (username: string) => (await db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const phone = async (username: string, id: string, status: string) =>
      db.insertInto('passkeys').values({ id, employee_id: await idOf(username), public_key: 'k', counter: 0, transports: '[]', name: 'Ponsel', status, created_at: '2026-11-01T00:00:00.000Z', last_used_at: null, decided_by: null, decided_at: null }).execute();
    await phone('siti.rahma', 'aktif-siti', 'active');
    // An active phone and a second one waiting: active.
    await phone('budi.santoso', 'aktif-budi', 'active');
    await phone('budi.santoso', 'tunggu-budi', 'pending');
    await phone('maya.sari', 'tunggu-maya', 'pending');
    // Only a revoked phone: none.
    await phone('eko.purnomo', 'cabut-eko', 'revoked');
    // Exempt, whatever phones they have.
    await phone('hendra.gunawan', 'aktif-hendra', 'active');
    await db.updateTable('employees').set({ passkey_exempt: 1 }).where('username', 'in', ['demo', 'hendra.gunawan']).execute();
    await db.updateTable('employees').set({ active: 0 }).where('username', '=', 'dewi.anggraini').execute();
  });
  afterAll(() => server.close());

  it("says each active employee's state, once, by name; only to HR", async () => {
    const answer = await call(`${server.url}/hr/passkeys/overview`, { headers: { token: await logInAs(server.url, 'hr') } });
    expect(answer.status).toBe(200);
    const stateOf = Object.fromEntries((answer.body as { name: string; state: string }[]).map((row) => [row.name, row.state]));
    expect({
      siti: stateOf['Siti Rahmawati'], budi: stateOf['Budi Santoso'], maya: stateOf['Maya Sari'], eko: stateOf['Eko Purnomo'], demo: stateOf['Andi Saputra'], hendra: stateOf['Hendra Gunawan'],
    }).toEqual({ siti: 'active', budi: 'active', maya: 'waiting', eko: 'none', demo: 'exempt', hendra: 'exempt' });
    expect(stateOf['Dewi Anggraini']).toBeUndefined();
    const names = answer.body.map((row: { name: string }) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(answer.body.find((row: { name: string }) => row.name === 'Siti Rahmawati')).toMatchObject({ nup: '19950202014', department: 'Bagian Hubungan Langganan' });
    expect((await call(`${server.url}/hr/passkeys/overview`, { headers: { token: await logInAs(server.url, 'atasan') } })).status).toBe(403);
  });
});
