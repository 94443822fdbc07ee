/**
 * Enrolling a phone's passkey ('Perangkat Absen' and the dashboard's offer) against a table written from the issue:
 * who may enrol on which phone, who is offered it, what each step shows and sends, and that 'Batal' leaves from any
 * step. Nothing expected is read from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PasskeyDevice } from '../../src/contract/passkey';
import { type EnrolmentFacts, shouldOfferEnrolment } from '../../src/domain/passkey';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { recordEmitted } from '../support/emitted';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let passkeyEnrolmentMachine: typeof import('../../machines/passkeyEnrolment.machine').passkeyEnrolmentMachine;
importInHook(() => import('../../machines/passkeyEnrolment.machine'), (module) => ({ passkeyEnrolmentMachine } = module));

const device = (status: PasskeyDevice['status']): PasskeyDevice => ({ id: `id-${status}`, name: 'Chrome di Android', enrolled_at: '2026-11-23T00:20:00.000Z', last_used_at: null, status });
const FRESH: EnrolmentFacts = { devices: [], exempt: false, capable: true, enrolledHere: false, offerDismissed: false, suggestedName: 'Chrome di Android' };

/**
 * The rules, row by row: this phone may enrol when it has a platform authenticator, is not enrolled yet and
 * the employee is not exempt; the dashboard offers it to an employee with no device yet (revoked ones do not count),
 * once, until 'Nanti Saja'.
 */
const RULES: { facts: Partial<EnrolmentFacts>; mayEnrol: boolean; offered: boolean }[] = [
  { facts: {}, mayEnrol: true, offered: true },
  { facts: { devices: [device('revoked')] }, mayEnrol: true, offered: true },
  { facts: { devices: [device('active')] }, mayEnrol: true, offered: false },
  { facts: { devices: [device('pending')] }, mayEnrol: true, offered: false },
  { facts: { offerDismissed: true }, mayEnrol: true, offered: false },
  { facts: { capable: false }, mayEnrol: false, offered: false },
  { facts: { enrolledHere: true, devices: [device('active')] }, mayEnrol: false, offered: false },
  { facts: { exempt: true }, mayEnrol: false, offered: false },
];

const REGISTERED = { id: 'credential-1', status: 'active' as const, message: 'Perangkat terdaftar dan aktif. Absen dari ponsel ini akan ditandatangani.' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(facts: EnrolmentFacts[], enrolments: ScriptedAnswer<typeof REGISTERED>[] = [], loads: ScriptedAnswer<EnrolmentFacts>[] = []) {
  const load = scriptedCall<EnrolmentFacts>([...loads, ...facts.map((resolve) => ({ resolve }))], { resolve: facts.at(-1)! });
  const enrol = scriptedCall(enrolments, { resolve: REGISTERED });
  const dismissals: number[] = [];
  const actor = createActor(
    passkeyEnrolmentMachine.provide({ actors: { loadDevices: load.logic, enrolPhone: enrol.logic } as never, actions: { rememberDismissal: () => void dismissals.push(1) } }),
    { inspect: recordTransitions(taken) },
  );
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, loads: load.calls, enrolments: enrol.calls, emitted, dismissals };
}
const stateOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value).replace(/"/g, '');

describe('who may enrol this phone, and who is offered it', () => {
  it.each(RULES.map((row) => [JSON.stringify(row.facts), row] as const))('%s', async (_, row) => {
    const { actor, enrolments } = start([{ ...FRESH, ...row.facts }]);
    await settle();
    expect(stateOf(actor.getSnapshot())).toBe('ready');
    expect(shouldOfferEnrolment(actor.getSnapshot().context.facts!)).toBe(row.offered);
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(enrolments).toHaveLength(row.mayEnrol ? 1 : 0);
  });
});

describe('enrolling', () => {
  it("shows the devices, names this phone as the browser describes it, sends the employee's own name, reports and reloads", async () => {
    const after: EnrolmentFacts = { ...FRESH, devices: [device('active')], enrolledHere: true };
    const { actor, loads, enrolments, emitted } = start([FRESH, after]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ facts: FRESH, name: 'Chrome di Android', alert: null });
    actor.send({ type: 'passkey.rename', name: '  Ponsel Andi  ' });
    actor.send({ type: 'passkey.enrol' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['enrolPhone']]);
    await settle();
    expect(enrolments.map((call) => call.input)).toEqual([{ name: 'Ponsel Andi', code: '' }]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: 'Perangkat Absen', text: REGISTERED.message });
    expect(emitted).toEqual([{ type: 'passkey.enrolled' }]);
    actor.send({ type: 'alert.dismiss' });
    await settle();
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ facts: after, alert: null });
    // Enrolled here now: no second enrolment from this phone.
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(enrolments).toHaveLength(1);
  });

  it('an empty name sends the browser\'s description', async () => {
    const { actor, enrolments } = start([FRESH]);
    await settle();
    actor.send({ type: 'passkey.rename', name: '   ' });
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(enrolments.map((call) => call.input)).toEqual([{ name: 'Chrome di Android', code: '' }]);
  });

  it("sends the code HR handed over, trimmed; a refused code returns to the form with it kept, and it is cleared once enrolled", async () => {
    const wrongCode = { connection: false, message: 'Kode pendaftaran salah, sudah dipakai, atau kedaluwarsa.' };
    const { actor, enrolments } = start([FRESH, FRESH], [{ reject: wrongCode }, { resolve: REGISTERED }]);
    await settle();
    actor.send({ type: 'passkey.code', code: ' abcd-efgh ' });
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: 'Pendaftaran perangkat gagal', text: wrongCode.message });
    // The same code again cannot help: only 'OK', back to the form.
    expect([stateOf(actor.getSnapshot()), actor.getSnapshot().hasTag('retryable')]).toEqual(['enrolRefused', false]);
    actor.send({ type: 'flow.retry' });
    await settle();
    expect(enrolments).toHaveLength(1);
    actor.send({ type: 'alert.dismiss' });
    expect([stateOf(actor.getSnapshot()), actor.getSnapshot().context.code]).toEqual(['ready', ' abcd-efgh ']);
    actor.send({ type: 'passkey.code', code: 'ABCD-EFGK' });
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(enrolments.map((call) => call.input)).toEqual([
      { name: 'Chrome di Android', code: 'abcd-efgh' },
      { name: 'Chrome di Android', code: 'ABCD-EFGK' },
    ]);
    actor.send({ type: 'alert.dismiss' });
    await settle();
    expect(actor.getSnapshot().context.code).toBe('');
  });

  it.each([
    // The phone's prompt put away or timed out: the employee can simply take it again.
    [{ connection: false, message: 'Pendaftaran dibatalkan atau waktu habis. Coba lagi bila Anda siap.', retryable: true }, 'Pendaftaran dibatalkan atau waktu habis. Coba lagi bila Anda siap.'],
    [{ connection: true, message: null }, 'Perangkat tidak dapat didaftarkan.'],
  ])('a failure %j reads "%s"; Coba Lagi tries again, dismissing goes back to the list', async (failure, text) => {
    const { actor, enrolments, emitted } = start([FRESH], [{ reject: failure }, { reject: failure }]);
    await settle();
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: 'Pendaftaran perangkat gagal', text });
    expect(actor.getSnapshot().hasTag('retryable')).toBe(true);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await settle();
    expect(enrolments).toHaveLength(2);
    actor.send({ type: 'alert.dismiss' });
    expect([stateOf(actor.getSnapshot()), actor.getSnapshot().context.alert, emitted]).toEqual(['ready', null, []]);
  });

  it.each([
    [{ connection: false, message: 'Ponsel ini sudah terdaftar untuk akun Anda.' }, 'Ponsel ini sudah terdaftar untuk akun Anda.'],
    [{ connection: false, message: null }, 'Perangkat tidak dapat didaftarkan.'],
  ])('a refusal %j reads "%s" with only OK, and returns to the form with the name kept', async (failure, text) => {
    const { actor, enrolments } = start([FRESH], [{ reject: failure }]);
    await settle();
    actor.send({ type: 'passkey.rename', name: 'Ponsel Andi' });
    actor.send({ type: 'passkey.enrol' });
    await settle();
    expect([actor.getSnapshot().context.alert, actor.getSnapshot().hasTag('retryable')]).toEqual([{ kind: 'error', title: 'Pendaftaran perangkat gagal', text }, false]);
    actor.send({ type: 'alert.dismiss' });
    expect([stateOf(actor.getSnapshot()), actor.getSnapshot().context.name, actor.getSnapshot().context.alert, enrolments.length]).toEqual(['ready', 'Ponsel Andi', null, 1]);
  });

  it('a list that cannot be loaded says so; Coba Lagi loads it again', async () => {
    const { actor, loads } = start([FRESH], [], [{ reject: { connection: true, message: null } }]);
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: 'Perangkat Absen', text: 'Gagal memuat daftar perangkat.' });
    expect(actor.getSnapshot().hasTag('retryable')).toBe(true);
    actor.send({ type: 'flow.retry' });
    await settle();
    expect([loads.length, stateOf(actor.getSnapshot()), actor.getSnapshot().context.alert]).toEqual([2, 'ready', null]);
  });
});

describe('leaving', () => {
  it("'Nanti Saja' puts the offer away on this phone and closes", async () => {
    const { actor, dismissals, enrolments } = start([FRESH]);
    await settle();
    actor.send({ type: 'offer.dismiss' });
    expect([actor.getSnapshot().status, dismissals.length, enrolments.length]).toEqual(['done', 1, 0]);
  });

  it.each(['loading', 'loadFailed', 'ready', 'enrolling', 'enrolFailed', 'enrolRefused', 'enrolled'])("'Batal' while %s closes, stops any call, and clears the alert", async (step) => {
    const loads: ScriptedAnswer<EnrolmentFacts>[] = step === 'loading' ? ['never'] : step === 'loadFailed' ? [{ reject: { connection: true, message: null } }] : [];
    const enrolments: ScriptedAnswer<typeof REGISTERED>[] = step === 'enrolling' ? ['never'] : step === 'enrolFailed' ? [{ reject: { connection: true, message: null } }] : step === 'enrolRefused' ? [{ reject: { connection: false, message: null } }] : [];
    const { actor, loads: loadCalls, enrolments: enrolCalls, dismissals } = start([FRESH], enrolments, loads);
    await settle();
    if (['enrolling', 'enrolFailed', 'enrolRefused', 'enrolled'].includes(step)) actor.send({ type: 'passkey.enrol' });
    await settle();
    expect(stateOf(actor.getSnapshot())).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.alert, dismissals.length]).toEqual(['done', null, 0]);
    if (step === 'loading') expect(loadCalls[0]!.aborted()).toBe(true);
    if (step === 'enrolling') expect(enrolCalls[0]!.aborted()).toBe(true);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => passkeyEnrolmentMachine, 'passkeyEnrolment', ['loadDevices', 'enrolPhone']);

  it('runs nothing it was not given', async () => {
    const slots = passkeyEnrolmentMachine.implementations.actors;
    expect(Object.keys(slots).sort()).toEqual(['enrolPhone', 'loadDevices']);
    for (const [name, slot] of Object.entries(slots)) {
      const actor = createActor(slot as AnyActorLogic, { input: undefined });
      const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await failure)).toContain(`'${name}'`);
    }
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(passkeyEnrolmentMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
