/**
 * Notifications one person causes another (docs/push.md, "Coalescing and limits"): per sender, recipient and kind the
 * first is pushed at once and more within 10 minutes go as one follow-up at the window's end, counting what still
 * waits then; a recipient gets at most 20 pushes a clock hour of what others ask of them, the rest only recorded;
 * every notification is recorded with what became of it. Pushes are counted at a loopback Web Push service.
 * The demo data is seeded on Monday 23 November 2026 at 06:00 WIB; the head office works 07:30–16:00, Monday to Friday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifierFor } from '../../server/push/notifier';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { leaveApi } from '../support/leaveApi';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { startWebPushStandIn, type WebPushStandIn } from '../support/webPushStandIn';

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const LAST_FRIDAY = '2026-11-20';
const START = fromJakarta('2026-11-25', '10:00');
const MINUTE = 60_000;
const WINDOW = 10 * MINUTE;
const LEAVE = { reason: 'IZIN', description: 'Urusan keluarga', start_date: '14 Desember 2026', end_date: '14 Desember 2026' };

describe(`notifications one person causes another, coalesced and limited (${databaseKind})`, () => {
  let server: TestServer;
  let pushService: WebPushStandIn;
  let now = fromJakarta(MONDAY, '06:00');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const as = (username: string) => ({ token: tokens[username]! });
  const ask = (url: string, username: string, date: string) =>
    postJson(`${url}/mobile-v2/koreksi-absen`, { date, direction: 'in', time: '07:25', office_id: null, reason: 'Lupa absen, sudah di kantor sejak pagi' }, as(username));
  const waitingId = async (url: string, username: string, date: string) =>
    ((await call(`${url}/mobile-v2/koreksi-absen`, { headers: as(username) })).body.requests as { id: number; date: string; status: string }[]).find(
      (request) => request.date === date && request.status === 'pending',
    )!.id;
  const withdraw = (url: string, username: string, id: number) => postJson(`${url}/mobile-v2/koreksi-absen/tarik`, { id }, as(username));
  /** What the push service received for a phone: title and body of each delivery, in order. */
  const pushedTo = (phone: string) =>
    pushService.deliveries
      .filter((delivery) => delivery.subscription === phone)
      .map((delivery) => {
        const { notification, data } = delivery.message as { notification: { title: string; body: string }; data: { link: string } };
        return { title: notification.title, body: notification.body, link: data.link };
      });
  const recorded = (username: string, kind: string) =>
    server.services.db.selectFrom('notifications').select(['status', 'sender_id', 'body']).where('employee_id', '=', ids[username]!).where('kind', '=', kind).orderBy('id').execute();
  /** The minute pass of a process that did not defer anything: a new Notifier over the same database, at `at`. */
  const followUpPass = (at: Date) => notifierFor(server.services.db, server.services.config, () => at).sendFollowUps();

  beforeAll(async () => {
    pushService = await startWebPushStandIn();
    server = await startTestServer({ now: () => now, pushOrigins: [pushService.origin] });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    now = START;
    for (const username of ['atasan', 'demo', 'siti.rahma', 'kasubag.penagihan']) tokens[username] = await logInAs(server.url, username);
    for (const [username, phone] of [['atasan', 'ponsel-atasan'], ['demo', 'ponsel-andi'], ['kasubag.penagihan', 'ponsel-penagihan']] as const) {
      expect((await postJson(`${server.url}/mobile-v2/device-token`, { device_token: pushService.subscribe(phone) }, as(username))).status).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  it('answers 40 correction requests submitted and withdrawn in 2 s with one push at once and one follow-up of what still waits, sent by another process after the first is gone', async () => {
    // The employee's requests go through a second server process sharing the database; it stops before the window ends.
    const front = await startTestServer({ sharing: server, now: () => now, pushOrigins: [pushService.origin] });
    for (let round = 0; round < 40; round++) {
      expect((await ask(front.url, 'demo', MONDAY)).status).toBe(200);
      expect((await withdraw(front.url, 'demo', await waitingId(front.url, 'demo', MONDAY))).status).toBe(200);
      now = new Date(now.getTime() + 50);
    }
    // Three left waiting; one of them is withdrawn after the window ends, before its follow-up.
    for (const date of [MONDAY, TUESDAY, LAST_FRIDAY]) expect((await ask(front.url, 'demo', date)).status).toBe(200);
    // Another employee's request and another kind from Andi are not held back by Andi's correction window.
    expect((await ask(front.url, 'siti.rahma', MONDAY)).status).toBe(200);
    expect((await leaveApi(front.url, tokens.demo!).insert(LEAVE)).status).toBe(200);
    await front.services.notifier.idle();
    await front.close();

    expect(pushedTo('ponsel-atasan')).toEqual([
      { title: 'Pengajuan koreksi absen menunggu persetujuan', body: 'Andi Saputra: absen masuk, Senin, 23 November 2026.', link: '/verifikasi-absen' },
      { title: 'Pengajuan koreksi absen menunggu persetujuan', body: 'Siti Rahmawati: absen masuk, Senin, 23 November 2026.', link: '/verifikasi-absen' },
      { title: 'Pengajuan izin menunggu persetujuan', body: 'Andi Saputra: Izin Keperluan Pribadi, 14 Desember 2026.', link: '/persetujuan-izin' },
    ]);
    // Every one is recorded for the list, with what became of it.
    const corrections = await recorded('atasan', 'correction_request');
    expect(corrections).toHaveLength(44);
    expect(corrections.filter((row) => row.sender_id === ids.demo).map((row) => row.status)).toEqual(['sent', ...Array(42).fill('coalesced')]);
    expect(corrections.filter((row) => row.sender_id === ids['siti.rahma']).map((row) => row.status)).toEqual(['sent']);

    // Before the window's end the minute pass sends nothing.
    expect(await followUpPass(new Date(START.getTime() + WINDOW / 2))).toBe(0);
    const afterWindow = new Date(START.getTime() + WINDOW + MINUTE);
    now = afterWindow;
    expect((await withdraw(server.url, 'demo', await waitingId(server.url, 'demo', LAST_FRIDAY))).status).toBe(200);
    // Two processes' passes at once: the follow-up goes once.
    expect((await Promise.all([followUpPass(afterWindow), followUpPass(afterWindow)])).reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(await followUpPass(new Date(afterWindow.getTime() + MINUTE))).toBe(0);

    const fromAndi = pushedTo('ponsel-atasan').filter((push) => push.title.startsWith('Pengajuan koreksi') && push.body.startsWith('Andi'));
    expect(fromAndi).toEqual([
      { title: 'Pengajuan koreksi absen menunggu persetujuan', body: 'Andi Saputra: absen masuk, Senin, 23 November 2026.', link: '/verifikasi-absen' },
      { title: 'Pengajuan koreksi absen menunggu persetujuan', body: 'Andi Saputra: 2 pengajuan koreksi menunggu.', link: '/verifikasi-absen' },
    ]);
    expect((await recorded('atasan', 'correction_request')).at(-1)).toEqual({ status: 'sent', sender_id: ids.demo, body: 'Andi Saputra: 2 pengajuan koreksi menunggu.' });
  });

  it('holds what comes in the window after a follow-up, and sends nothing when nothing waits at its end', async () => {
    expect((await ask(server.url, 'demo', LAST_FRIDAY)).status).toBe(200);
    await server.services.notifier.idle();
    expect((await recorded('atasan', 'correction_request')).at(-1)).toMatchObject({ status: 'coalesced', sender_id: ids.demo });
    const pushesBefore = pushService.deliveries.length;
    // The supervisor rejects all three: a decision storm to Andi is one push at once and one follow-up.
    const waiting = await server.services.db.selectFrom('correction_requests').select('id').where('employee_id', '=', ids.demo!).where('status', '=', 'pending').orderBy('id').execute();
    expect(waiting).toHaveLength(3);
    for (const { id } of waiting) {
      const decided = await postJson(`${server.url}/mobile-v2/verifikasi-absen/koreksi/putuskan`, { id, decision: 'reject', note: 'Tidak ada bukti' }, as('atasan'));
      expect(decided.status).toBe(200);
    }
    await server.services.notifier.idle();
    expect(pushedTo('ponsel-andi')).toEqual([{ title: 'Pengajuan koreksi ditolak', body: 'Koreksi absen masuk Senin, 23 November 2026. Catatan: Tidak ada bukti', link: '/pengajuan-koreksi' }]);

    now = new Date(now.getTime() + WINDOW + MINUTE);
    expect(await followUpPass(now)).toBe(1);
    // Nothing of Andi's waits any more: his correction window ends without a follow-up to the supervisor.
    expect(pushService.deliveries.slice(pushesBefore).map((delivery) => delivery.subscription)).toEqual(['ponsel-andi', 'ponsel-andi']);
    expect(pushedTo('ponsel-andi').at(-1)).toEqual({ title: 'Pengajuan koreksi diputuskan', body: 'Rina Kusumawati, S.E. memutuskan 2 pengajuan koreksi lagi.', link: '/pengajuan-koreksi' });
    expect((await recorded('demo', 'correction_decided')).map((row) => row.status)).toEqual(['sent', 'coalesced', 'coalesced', 'sent']);
    // The next request after a window that ended is pushed at once again.
    expect((await ask(server.url, 'demo', TUESDAY)).status).toBe(200);
    await server.services.notifier.idle();
    expect(pushedTo('ponsel-atasan').at(-1)).toEqual({ title: 'Pengajuan koreksi absen menunggu persetujuan', body: 'Andi Saputra: absen masuk, Selasa, 24 November 2026.', link: '/verifikasi-absen' });
  });

  it("stops pushing what others ask of one recipient after 20 in a clock hour, across senders and kinds, and never the system's own nor decisions", async () => {
    now = fromJakarta('2026-11-26', '09:05');
    const recipient = ids['kasubag.penagihan']!;
    const senders = Object.entries(ids).filter(([username]) => username !== 'kasubag.penagihan').slice(0, 25).map(([, id]) => id);
    senders.forEach((from, index) =>
      server.services.notifier.notify([recipient], { title: 'Permintaan', body: `Permintaan ${index + 1}`, link: '/verifikasi-absen' }, { from, kind: index % 2 ? 'leave_request' : 'record_waiting' }),
    );
    server.services.notifier.notify([recipient], { title: 'Pengumuman baru', body: 'Pemadaman air Rabu', link: '/pengumuman/1' });
    server.services.notifier.notify([recipient], { title: 'Pengajuan izin diterima', body: 'Izin Keperluan Pribadi.', link: '/pengajuan-izin' }, { from: senders[0]!, kind: 'leave_decided' });
    await server.services.notifier.idle();

    const rows = await server.services.db.selectFrom('notifications').select(['body', 'status']).where('employee_id', '=', recipient).orderBy('id').execute();
    expect(rows.slice(0, 25).map((row) => row.status)).toEqual([...Array(20).fill('sent'), ...Array(5).fill('limited')]);
    expect(rows.slice(25)).toEqual([
      { body: 'Pemadaman air Rabu', status: 'sent' },
      { body: 'Izin Keperluan Pribadi.', status: 'sent' },
    ]);
    expect(pushedTo('ponsel-penagihan').map((push) => push.body)).toEqual([...senders.slice(0, 20).map((_, index) => `Permintaan ${index + 1}`), 'Pemadaman air Rabu', 'Izin Keperluan Pribadi.']);

    // The next hour pushes again (a new sender: one of the first would still be in its window).
    now = fromJakarta('2026-11-26', '10:00');
    const newcomer = Object.entries(ids).filter(([username]) => username !== 'kasubag.penagihan').at(-1)![1];
    server.services.notifier.notify([recipient], { title: 'Permintaan', body: 'Jam berikutnya', link: '/verifikasi-absen' }, { from: newcomer, kind: 'leave_request' });
    await server.services.notifier.idle();
    expect(pushedTo('ponsel-penagihan').at(-1)!.body).toBe('Jam berikutnya');
  });

  it('opens one window when two processes notify for the same sender, recipient and kind at once', async () => {
    const cause = { from: ids['maya.sari']!, kind: 'overtime_request' } as const;
    const other = notifierFor(server.services.db, server.services.config, () => now);
    for (const notifier of [server.services.notifier, other]) {
      notifier.notify([ids['kasubag.penagihan']!], { title: 'Pengajuan lembur menunggu persetujuan', body: 'Maya Sari: lembur.', link: '/perintah-lembur' }, cause);
    }
    await Promise.all([server.services.notifier.idle(), other.idle()]);
    expect((await recorded('kasubag.penagihan', 'overtime_request')).map((row) => row.status).sort()).toEqual(['coalesced', 'sent']);
  });
});
