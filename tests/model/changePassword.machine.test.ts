/**
 * Akun → Ubah Password, against a table of the form's rules (the API's: old password required, new one of at least
 * 8 characters and different; the form's own: the new one repeated) and what each answer of the server shows.
 * Nothing expected is read from the machine.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { recordEmitted } from '../support/emitted';

let changePasswordMachine: typeof import('../../machines/changePassword.machine').changePasswordMachine;
importInHook(() => import('../../machines/changePassword.machine'), (module) => ({ changePasswordMachine } = module));

type Draft = { oldPassword: string; newPassword: string; confirmation: string };
const GOOD: Draft = { oldPassword: 'demo1234', newPassword: 'Air-Bersih-2026', confirmation: 'Air-Bersih-2026' };

/** Drafts and the message each field shows; an absent field shows none. */
const INVALID: [string, Partial<Draft>, Partial<Record<keyof Draft, string>>][] = [
  ['everything empty', { oldPassword: '', newPassword: '', confirmation: '' }, { oldPassword: 'Password lama wajib diisi.', newPassword: 'Password baru wajib diisi.' }],
  ['no old password', { oldPassword: '' }, { oldPassword: 'Password lama wajib diisi.' }],
  ['a new password of 7 characters', { newPassword: 'Abcdef1', confirmation: 'Abcdef1' }, { newPassword: 'Password baru minimal 8 karakter.' }],
  ['the new password the same as the old', { newPassword: 'demo1234', confirmation: 'demo1234' }, { newPassword: 'Password baru harus berbeda dari password lama.' }],
  ['a repetition that differs', { confirmation: 'Air-Bersih-2025' }, { confirmation: 'Ulangi password baru dengan tepat.' }],
];

type Answer = ScriptedAnswer<{ token: string; message: string }>;
const DONE: Answer = { resolve: { token: 'token-baru', message: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.' } };
const taken = new Set<string>();

function start(answers: Answer[] = []) {
  const { logic, calls } = scriptedCall(answers, DONE);
  const actor = createActor(
    changePasswordMachine.provide({ actors: { changePassword: logic } as never }),
    {
      inspect: recordTransitions(taken),
    },
  );
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
function fill(actor: ReturnType<typeof start>['actor'], draft: Draft) {
  for (const field of ['oldPassword', 'newPassword', 'confirmation'] as const) actor.send({ type: 'password.edit', field, value: draft[field] });
}

describe('change of password', () => {
  it('starts with an empty form and no messages', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ draft: { oldPassword: '', newPassword: '', confirmation: '' }, errors: {}, alert: null });
  });

  it.each(INVALID)('refuses %s with the field messages, calling nothing', (_name, change, messages) => {
    const { actor, calls } = start();
    fill(actor, { ...GOOD, ...change });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(messages);
    expect(calls).toEqual([]);
  });

  it('clears a field\'s message when it is edited, keeping the others', () => {
    const { actor } = start();
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.edit', field: 'oldPassword', value: 'd' });
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: 'Password baru wajib diisi.' });
  });

  it('sends the old and new password, renews the session with the new token and reports success', async () => {
    const { actor, calls, emitted } = start();
    fill(actor, GOOD);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // The call runs as the child named for the inspector.
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['changePassword']);
    expect(calls.map((call) => call.input)).toEqual([{ old_password: 'demo1234', new_password: 'Air-Bersih-2026' }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(emitted).toEqual([{ type: 'session.renewed', token: 'token-baru' }]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: 'Password Berhasil Diganti', text: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.' });
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  // Issue 47: a refusal returns to the form with what was typed; 'Coba Lagi' only where a retry can help.
  it.each([
    ['the server\'s message', { connection: false, message: 'Password lama salah.' }, 'Password lama salah.'],
    ['the fallback', { connection: false, message: null }, 'Gagal mengganti password.'],
  ])('a refusal shows %s over the form as typed, with no "Coba Lagi"; dismissed, the form is kept', async (_name, failure, text) => {
    const { actor, calls, emitted } = start([{ reject: failure }]);
    fill(actor, GOOD);
    actor.send({ type: 'password.submit' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.alert]).toEqual(['editing', { kind: 'error', title: 'Password Gagal Diganti', text }]);
    actor.send({ type: 'flow.retry' });
    expect([actor.getSnapshot().value, calls.length]).toEqual(['editing', 1]);
    actor.send({ type: 'alert.dismiss' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.alert, actor.getSnapshot().context.draft]).toEqual(['editing', null, GOOD]);
    expect(emitted).toEqual([]);
  });

  it('a lost connection shows its message; "Coba Lagi" sends again, "Ubah" returns to the kept form', async () => {
    const failure = { connection: true, message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.' };
    const { actor, calls, emitted } = start([{ reject: failure }, { reject: failure }]);
    fill(actor, GOOD);
    actor.send({ type: 'password.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: 'Password Gagal Diganti', text: failure.message });
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.alert).toBeNull();
    expect(calls).toHaveLength(2);
    await settle();
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.alert).toBeNull();
    expect(actor.getSnapshot().context.draft).toEqual(GOOD);
    expect(emitted).toEqual([]);
  });

  it.each([
    ['editing', []],
    ['saving', ['never']],
    ['failed', [{ reject: { connection: true, message: null } }]],
    ['done', []],
  ] as [string, Answer[]][])("'Batal' leaves from %s at once, stopping any call", async (step, answers) => {
    const { actor, calls } = start(answers);
    if (step !== 'editing') {
      fill(actor, GOOD);
      actor.send({ type: 'password.submit' });
      await settle();
    }
    expect(actor.getSnapshot().value).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.alert).toBeNull();
    if (step === 'saving') expect(calls[0]!.aborted()).toBe(true);
  });

  it('ignores events that do not belong to the step', async () => {
    const { actor, calls } = start(['never']);
    actor.send({ type: 'flow.retry' });
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    fill(actor, GOOD);
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.edit', field: 'oldPassword', value: 'lain' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.draft.oldPassword).toBe('demo1234');
    expect(calls).toHaveLength(1);
  });

  wholeMachineCases(() => changePasswordMachine, 'changePassword', ['changePassword']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(changePasswordMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
