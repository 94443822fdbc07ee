/**
 * Every decision on one item, through the one decision flow with the inputs the app builds: cancelling one's leave
 * request (docs/product.md §4: only after confirmation), a supervisor's or HR's approval or rejection of a request (a rejection
 * needs a note, docs/api.md), of a doubtful record (Setujui, Terima Jam Diterima, Tolak), and a device approved,
 * revoked, an exemption or a phone code (docs/passkeys.md). 'Batal' from every step; a lost connection can be tried
 * again; a refusal (decided by someone else first, issue 47) cannot. Expectations come from this table, never from
 * the machine or the domain's wording.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { DecisionInput } from '../../src/domain/flow';
import { leaveDecisionInput } from '../../src/domain/leave';
import { passkeyChangeInput } from '../../src/domain/passkey';
import { periodChangeInput } from '../../src/domain/periods';
import { recordDecisionInput } from '../../src/domain/verification';
import { recordEmitted } from '../support/emitted';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let decisionMachine: typeof import('../../machines/decision.machine').decisionMachine;
importInHook(() => import('../../machines/decision.machine'), (module) => ({ decisionMachine } = module));

const LEAVE = 'Cuti Tahunan, 14 Desember 2026 - 18 Desember 2026';
const RECORD = 'Siti Rahmawati: Absen Masuk, 23 November 2026';
const DEVICE = 'Budi Santoso: Chrome di Android';
const PERIOD_DAYS = '26 Oktober – 25 November 2026';
const SAVING = 'Menyimpan keputusan...';
const FAILED = 'Keputusan Gagal Disimpan';
const FALLBACK = 'Gagal menyimpan keputusan.';
const OPTIONAL = { label: 'Catatan (opsional)', required: false };
const REQUIRED = { label: 'Alasan penolakan', required: true };

interface Row {
  input: () => DecisionInput;
  question: string;
  confirm: string;
  busy: string;
  done: string;
  failedTitle: string;
  fallback: string;
  note: { label: string; required: boolean; missing?: string } | null;
  danger: boolean;
  /** What the report says under its title, when it is not the subject: a phone code shows the server's answer. */
  doneText?: string;
}

const ROWS: Record<string, Row> = {
  'leave cancel': {
    input: () => leaveDecisionInput({ action: 'cancel', id: 42 }, LEAVE),
    question: 'Batalkan pengajuan izin?', confirm: 'Ya, Batalkan', busy: 'Membatalkan pengajuan...', done: 'Pengajuan izin dibatalkan.',
    failedTitle: 'Pembatalan Gagal', fallback: 'Pengajuan izin tidak dapat dibatalkan.', note: null, danger: false,
  },
  'leave approve': {
    input: () => leaveDecisionInput({ action: 'approve', id: 42 }, LEAVE),
    question: 'Setujui pengajuan izin?', confirm: 'Setujui', busy: SAVING, done: 'Pengajuan izin disetujui.', failedTitle: FAILED, fallback: FALLBACK, note: OPTIONAL, danger: false,
  },
  'leave reject': {
    input: () => leaveDecisionInput({ action: 'reject', id: 42 }, LEAVE),
    question: 'Tolak pengajuan izin?', confirm: 'Tolak', busy: SAVING, done: 'Pengajuan izin ditolak.', failedTitle: FAILED, fallback: FALLBACK, note: REQUIRED, danger: false,
  },
  'record approve': {
    input: () => recordDecisionInput({ kind: 'overtime', id: 7, decision: 'approve', flags_seen: ['offline'] }, RECORD),
    question: 'Setujui lembur ini pada jam yang diklaim?', confirm: 'Setujui', busy: SAVING, done: 'Lembur disetujui.', failedTitle: FAILED, fallback: FALLBACK, note: OPTIONAL, danger: false,
  },
  'record accept_at_receipt': {
    input: () => recordDecisionInput({ kind: 'attendance', id: 7, decision: 'accept_at_receipt', flags_seen: ['late_delivery'] }, RECORD),
    question: 'Terima absen ini pada jam diterima server?', confirm: 'Terima Jam Diterima', busy: SAVING, done: 'Absen diterima pada jam diterima.',
    failedTitle: FAILED, fallback: FALLBACK, note: OPTIONAL, danger: false,
  },
  'record reject': {
    input: () => recordDecisionInput({ kind: 'attendance', id: 7, decision: 'reject', flags_seen: ['offline'] }, RECORD),
    question: 'Tolak absen ini?', confirm: 'Tolak', busy: SAVING, done: 'Absen ditolak.', failedTitle: FAILED, fallback: FALLBACK, note: REQUIRED, danger: true,
  },
  'overtime reject': {
    input: () => recordDecisionInput({ kind: 'overtime', id: 8, decision: 'reject', flags_seen: ['overtime_approval'] }, RECORD),
    question: 'Tolak lembur ini? Mulai dan selesai lembur ditolak bersama.', confirm: 'Tolak', busy: SAVING, done: 'Lembur ditolak.', failedTitle: FAILED, fallback: FALLBACK, note: REQUIRED, danger: true,
  },
  // A day closed as a forgotten clock-out: the clock-out time typed in the note field, or the clock-in alone.
  'forgotten clock-out time': {
    input: () => recordDecisionInput({ kind: 'attendance', id: 9, decision: 'approve', flags_seen: ['forgot_clock_out'], clock_out: 'time' }, RECORD),
    question: 'Setujui absen masuk ini dengan jam pulang yang Anda isi?', confirm: 'Setujui', busy: SAVING, done: 'Absen disetujui dengan jam pulang dari atasan.', failedTitle: FAILED, fallback: FALLBACK,
    note: { label: 'Jam pulang (JJ:MM)', required: true, missing: 'Isi jam pulangnya, misalnya 16:05.' }, danger: false,
  },
  'forgotten clock-out clock-in only': {
    input: () => recordDecisionInput({ kind: 'attendance', id: 9, decision: 'approve', flags_seen: ['forgot_clock_out'], clock_out: 'clock_in_only' }, RECORD),
    question: 'Setujui absen masuk saja? Jam pulangnya dihitung pada jam masuk: pulang cepat sampai akhir shift.', confirm: 'Setujui Absen Masuk Saja', busy: SAVING, done: 'Absen masuk disetujui.',
    failedTitle: FAILED, fallback: FALLBACK, note: OPTIONAL, danger: false,
  },
  'device approve': {
    input: () => passkeyChangeInput({ kind: 'device', id: 'credential-2', decision: 'approve' }, DEVICE),
    question: 'Setujui perangkat ini untuk absen?', confirm: 'Setujui', busy: SAVING, done: 'Perangkat disetujui.', failedTitle: FAILED, fallback: FALLBACK, note: null, danger: false,
  },
  'device revoke': {
    input: () => passkeyChangeInput({ kind: 'device', id: 'credential-2', decision: 'revoke' }, DEVICE),
    question: 'Cabut perangkat ini?', confirm: 'Cabut', busy: SAVING, done: 'Perangkat dicabut.', failedTitle: FAILED, fallback: FALLBACK, note: null, danger: true,
  },
  'exemption on': {
    input: () => passkeyChangeInput({ kind: 'exemption', employeeId: 15, exempt: true }, DEVICE),
    question: 'Bebaskan pegawai ini dari tanda tangan perangkat?', confirm: 'Bebaskan', busy: SAVING, done: 'Pegawai dibebaskan dari tanda tangan perangkat.',
    failedTitle: FAILED, fallback: FALLBACK, note: null, danger: false,
  },
  'exemption off': {
    input: () => passkeyChangeInput({ kind: 'exemption', employeeId: 15, exempt: false }, DEVICE),
    question: 'Akhiri pembebasan tanda tangan perangkat?', confirm: 'Akhiri', busy: SAVING, done: 'Pembebasan tanda tangan perangkat dicabut.',
    failedTitle: FAILED, fallback: FALLBACK, note: null, danger: false,
  },
  'period close': {
    input: () => periodChangeInput({ action: 'close', period: '202611' }, PERIOD_DAYS),
    question: 'Tutup periode ini? Rekap dan berkasnya disimpan apa adanya; koreksi, keputusan dan izin pada hari-harinya ditolak sesudahnya.',
    confirm: 'Tutup Periode', busy: 'Menutup periode...', done: 'Periode Ditutup', failedTitle: 'Periode Gagal Ditutup', fallback: 'Gagal menutup periode.', note: null, danger: false,
  },
  'period reopen': {
    input: () => periodChangeInput({ action: 'reopen', period: '202611' }, PERIOD_DAYS),
    question: 'Buka kembali periode ini? Rekap yang disimpan dilepas dan perubahan pada hari-harinya diterima lagi.',
    confirm: 'Buka Kembali', busy: 'Membuka kembali periode...', done: 'Periode Dibuka Kembali', failedTitle: 'Periode Gagal Dibuka', fallback: 'Gagal membuka kembali periode.',
    note: { label: 'Alasan membuka kembali', required: true, missing: 'Tuliskan alasan membuka kembali periode.' }, danger: true,
  },
  'phone code': {
    input: () => passkeyChangeInput({ kind: 'code', employeeId: 15, days: 14 }, DEVICE),
    question: 'Buat kode pendaftaran ponsel? Kode lama yang belum dipakai tidak berlaku lagi.', confirm: 'Buat Kode', busy: SAVING, done: 'Kode pendaftaran dibuat',
    failedTitle: FAILED, fallback: FALLBACK, note: null, danger: false, doneText: `${DEVICE}. Kode ABCD-EFGH berlaku 14 hari.`,
  },
};
const ALREADY = 'Data ini sudah diputuskan.';

const taken = new Set<string>();
function start(input: DecisionInput, answers: ScriptedAnswer<unknown>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: { message: 'Kode ABCD-EFGH berlaku 14 hari.' } });
  const actor = createActor(decisionMachine.provide({ actors: { decide: logic } as never }), { input, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const ending = (actor: ReturnType<typeof start>['actor']) => [actor.getSnapshot().status, actor.getSnapshot().output, actor.getSnapshot().context.alert];
/** Types a note where the decision takes one, and confirms. */
const confirm = (actor: ReturnType<typeof start>['actor'], note = 'Catatan') => {
  if (actor.getSnapshot().context.noteField) actor.send({ type: 'note.edit', value: note });
  actor.send({ type: 'decision.confirm' });
};

describe.each(Object.entries(ROWS))('%s', (_, row) => {
  it('asks first in its words, sends the request and the trimmed note, reports it done, reloads the list, closes as done', async () => {
    const input = row.input();
    const { actor, calls, emitted } = start(input);
    const { wording, noteField, danger, subject } = actor.getSnapshot().context;
    expect([wording.question, wording.confirmLabel, wording.busyText, noteField, danger]).toEqual([row.question, row.confirm, row.busy, row.note, row.danger]);
    expect([metaOf(actor.getSnapshot()), calls]).toEqual([{ cancelLabel: 'Batal' }, []]);
    confirm(actor, '  Sudah dicek di lapangan  ');
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children), metaOf(actor.getSnapshot())]).toEqual([true, ['decide'], { cancelLabel: 'Batal' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ request: input.request, note: row.note ? 'Sudah dicek di lapangan' : '' }]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: row.done, text: row.doneText ?? subject });
    expect([metaOf(actor.getSnapshot()), emitted]).toEqual([{ confirmLabel: 'OK' }, [{ type: 'decision.changed' }]]);
    actor.send({ type: 'alert.dismiss' });
    expect(ending(actor)).toEqual(['done', { outcome: 'done' }, null]);
  });

  it.each([
    [null, row.fallback],
    ['Server tidak menjawab.', 'Server tidak menjawab.'],
  ])('a lost connection (message %j) says "%s", offers Coba Lagi and Batal, and Coba Lagi sends again', async (message, text) => {
    const { actor, calls, emitted } = start(row.input(), [{ reject: { connection: true, message } }]);
    confirm(actor);
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: row.failedTitle, text });
    expect([metaOf(actor.getSnapshot()), emitted]).toEqual([{ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' }, []]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await settle();
    expect([calls.length, calls[1]!.input, emitted.length]).toEqual([2, calls[0]!.input, 1]);
  });

  it.each([
    [{ connection: false, message: ALREADY }, ALREADY],
    [{ connection: false, message: null }, row.fallback],
    ['boom', row.fallback],
  ])('a refusal %j says "%s", offers only OK, reloads the list, and closes as cancelled', async (failure, text) => {
    const { actor, calls, emitted } = start(row.input(), [{ reject: failure as never }]);
    confirm(actor);
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: row.failedTitle, text });
    expect([metaOf(actor.getSnapshot()), emitted]).toEqual([{ confirmLabel: 'OK' }, [{ type: 'decision.changed' }]]);
    actor.send({ type: 'flow.retry' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'alert.dismiss' });
    expect(ending(actor)).toEqual(['done', { outcome: 'cancelled' }, null]);
  });

  it('a lost connection dismissed closes as cancelled', async () => {
    const { actor } = start(row.input(), [{ reject: { connection: true, message: null } }]);
    confirm(actor);
    await settle();
    actor.send({ type: 'alert.dismiss' });
    expect(ending(actor)).toEqual(['done', { outcome: 'cancelled' }, null]);
  });

  it.each(['confirming', 'deciding', 'failed', 'refused'])('"Batal" while %s closes as cancelled and stops the call', async (step) => {
    const answer: ScriptedAnswer<unknown> =
      step === 'failed' ? { reject: { connection: true, message: null } } : step === 'refused' ? { reject: { connection: false, message: ALREADY } } : 'never';
    const { actor, calls, emitted } = start(row.input(), [answer]);
    if (step !== 'confirming') confirm(actor);
    await settle();
    expect(actor.getSnapshot().value).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect(ending(actor)).toEqual(['done', { outcome: 'cancelled' }, null]);
    if (step === 'deciding') expect(calls[0]!.aborted()).toBe(true);
    expect([calls.length, emitted.length]).toEqual([step === 'confirming' ? 0 : 1, step === 'refused' ? 1 : 0]);
  });

  it('"Batal" after it was done still closes as done', async () => {
    const { actor } = start(row.input());
    confirm(actor);
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done' });
  });
});

describe('a rejection needs its reason', () => {
  it.each([
    ['leave reject', '', 'Tuliskan alasan penolakan.'],
    ['leave reject', '   ', 'Tuliskan alasan penolakan.'],
    ['record reject', '', 'Tuliskan alasan penolakan.'],
    ['period reopen', ' ', 'Tuliskan alasan membuka kembali periode.'],
    ['forgotten clock-out time', '  ', 'Isi jam pulangnya, misalnya 16:05.'],
    ['leave approve', '', null],
    ['record accept_at_receipt', '', null],
  ] as const)('%s with note %j: message %j', async (name, note, message) => {
    const { actor, calls } = start(ROWS[name]!.input());
    actor.send({ type: 'note.edit', value: note });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect([actor.getSnapshot().context.noteError, calls.length]).toEqual([message, message ? 0 : 1]);
  });

  it('typing clears the message', () => {
    const { actor } = start(ROWS['leave reject']!.input());
    actor.send({ type: 'decision.confirm' });
    actor.send({ type: 'note.edit', value: 'A' });
    expect(actor.getSnapshot().context).toMatchObject({ note: 'A', noteError: null });
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => decisionMachine, 'decision', ['decide']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(decisionMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
