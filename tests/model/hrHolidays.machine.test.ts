/**
 * Holidays in the console (issue 39: "holidays per year (national and company)"): a holiday is added only when it
 * has a real date and a name, removed only after a question; 'Batal' stops either. Messages are the contract's
 * (src/contract/shifts.ts); nothing expected is read from the machine.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recordEmitted } from '../support/emitted';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrHolidaysMachine: typeof import('../../machines/hrHolidays.machine').hrHolidaysMachine;
importInHook(() => import('../../machines/hrHolidays.machine'), (module) => ({ hrHolidaysMachine } = module));

const ADDED = { message: 'Hari libur ditambahkan.' };
const REMOVED = { message: 'Hari libur dihapus.' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(adds: ScriptedAnswer<{ message: string }>[] = [], removes: ScriptedAnswer<{ message: string }>[] = []) {
  const add = scriptedCall(adds, { resolve: ADDED });
  const remove = scriptedCall(removes, { resolve: REMOVED });
  const actor = createActor(hrHolidaysMachine.provide({ actors: { addHoliday: add.logic, removeHoliday: remove.logic } as never }), { inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, adds: add.calls, removes: remove.calls, emitted };
}

const fill = (actor: ReturnType<typeof start>['actor'], date: string, name: string) => {
  actor.send({ type: 'form.edit', field: 'date', value: date });
  actor.send({ type: 'form.edit', field: 'name', value: name });
};

describe('adding a holiday', () => {
  it('sends a company holiday by default, or a national one, then empties the form and announces the change', async () => {
    const { actor, adds, emitted } = start();
    fill(actor, '2026-12-31', '  Tutup Buku  ');
    actor.send({ type: 'holiday.add' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['addHoliday']]);
    await settle();
    expect(adds.map((call) => call.input)).toEqual([{ date: '2026-12-31', name: 'Tutup Buku', kind: 'company' }]);
    expect(actor.getSnapshot().context).toEqual({ form: { date: '', name: '', kind: 'company' }, removing: null, error: null, message: 'Hari libur ditambahkan.' });
    expect(emitted).toEqual([{ type: 'holidays.changed' }]);
    fill(actor, '2027-08-17', 'Hari Kemerdekaan');
    actor.send({ type: 'form.kind', kind: 'national' });
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: 'holiday.add' });
    await settle();
    expect(adds[1]!.input).toEqual({ date: '2027-08-17', name: 'Hari Kemerdekaan', kind: 'national' });
  });

  it.each([
    ['', 'Libur', 'Tanggal harus berformat yyyy-mm-dd.'],
    ['31-12-2026', 'Libur', 'Tanggal harus berformat yyyy-mm-dd.'],
    ['2026-02-30', 'Libur', 'Tanggal bukan tanggal yang ada.'],
    ['2026-12-31', '   ', 'Nama hari libur wajib diisi.'],
  ])('date %j with name %j is not sent: "%s"', (date, name, message) => {
    const { actor, adds } = start();
    fill(actor, date, name);
    actor.send({ type: 'holiday.add' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, adds]).toEqual(['idle', message, []]);
    actor.send({ type: 'form.edit', field: 'name', value: 'Libur' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    [{ connection: false, message: 'Tanggal itu sudah hari libur.' }, 'Tanggal itu sudah hari libur.'],
    [{ connection: true, message: null }, 'Gagal menyimpan. Coba lagi.'],
  ])('a failure %j says "%s" and keeps the form', async (failure, text) => {
    const { actor, emitted } = start([{ reject: failure }]);
    fill(actor, '2026-12-31', 'Tutup Buku');
    actor.send({ type: 'holiday.add' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ form: { date: '2026-12-31', name: 'Tutup Buku' }, error: text, message: null });
    expect(emitted).toEqual([]);
  });

  it("'Batal' stops an add under way", async () => {
    const { actor, adds, emitted } = start(['never']);
    fill(actor, '2026-12-31', 'Tutup Buku');
    actor.send({ type: 'holiday.add' });
    actor.send({ type: 'flow.cancel' });
    await settle();
    expect([actor.getSnapshot().value, adds[0]!.aborted(), emitted]).toEqual(['idle', true, []]);
  });
});

describe('removing a holiday', () => {
  it('asks first, then removes it and announces the change', async () => {
    const { actor, removes, emitted } = start();
    actor.send({ type: 'holiday.remove', date: '2026-12-25' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.removing, removes]).toEqual(['confirmingRemoval', '2026-12-25', []]);
    actor.send({ type: 'removal.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['removeHoliday']]);
    await settle();
    expect(removes.map((call) => call.input)).toEqual([{ date: '2026-12-25' }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ removing: null, message: 'Hari libur dihapus.', error: null });
    expect(emitted).toEqual([{ type: 'holidays.changed' }]);
  });

  it("'Batal' at the question, or while removing, removes nothing", async () => {
    const { actor, removes, emitted } = start([], ['never']);
    actor.send({ type: 'holiday.remove', date: '2026-12-25' });
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.removing, removes]).toEqual(['idle', null, []]);
    actor.send({ type: 'holiday.remove', date: '2026-12-25' });
    actor.send({ type: 'removal.confirm' });
    actor.send({ type: 'flow.cancel' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.removing, removes[0]!.aborted(), emitted]).toEqual(['idle', null, true, []]);
  });

  it('a failure says why', async () => {
    const { actor } = start([], [{ reject: { connection: false, message: 'Hari libur tidak ditemukan.' } }]);
    actor.send({ type: 'holiday.remove', date: '2026-12-25' });
    actor.send({ type: 'removal.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ removing: null, error: 'Hari libur tidak ditemukan.', message: null });
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrHolidaysMachine, 'hrHolidays', ['addHoliday', 'removeHoliday']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrHolidaysMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
