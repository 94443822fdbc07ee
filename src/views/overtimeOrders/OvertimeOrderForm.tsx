import { useCallback } from 'react';
import { overtimeOrderFormMachine } from '../../../machines/overtimeOrderForm.machine';
import { overtimeOrderFormActors } from '../../attendance/overtimeOrder.actors';
import { addDays } from '../../contract/calendar';
import type { OvertimeOrderField } from '../../domain/overtimeOrders';
import { wibDate } from '../../format/indonesian';
import { InlineForm } from '../shell/InlineForm';
import { InlineFormEnd } from '../shell/InlineFormEnd';
import { useFlow } from '../../ui/useFlow';
import { fieldProblems } from '../../ui/fieldProblems';
import { DaySelect } from '../../ui/DaySelect';

const providedMachine = overtimeOrderFormMachine.provide({ actors: overtimeOrderFormActors });
/** Orders and requests are for today and the 30 days after it (docs/hr.md, "Overtime orders"). */
const DAYS_AHEAD = 30;

/**
 * A supervisor's order for one of their staff (`staff` given), or an employee's own request: the day, the planned
 * hours and the task. Closed by 'Batal' or once sent.
 */
export function OvertimeOrderForm({ title, staff, onChanged, onClosed }: { title: string; staff: { id: number; name: string }[] | null; onChanged: () => void; onClosed: () => void }) {
  const closed = useCallback(() => onClosed(), [onClosed]);
  const { actor, state, meta } = useFlow(providedMachine, { forSomeone: staff !== null }, 'orders.changed', onChanged, closed);
  const { draft, errors } = state.context;
  const busy = state.hasTag('busy');
  const today = wibDate(new Date().toISOString());
  const days = Array.from({ length: DAYS_AHEAD + 1 }, (_, ahead) => addDays(today, ahead));
  const edit = (field: OvertimeOrderField) => (event: { target: { value: string } }) => actor.send({ type: 'form.edit', field, value: event.target.value });
  const { describe, problem } = fieldProblems<OvertimeOrderField>('lembur', errors);

  return (
    <InlineForm actor={actor} busy={busy} labelledBy="lembur-form-title">
      <h2 id="lembur-form-title" className="font-semibold text-ink">
        {title}
      </h2>
      {staff && (
        <label className="flex flex-col gap-1 font-medium text-ink">
          Pegawai
          <select className="input" value={draft.employee} disabled={busy} onChange={edit('employee')} {...describe('employee')}>
            <option value="">— pilih pegawai —</option>
            {staff.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {problem('employee')}
      <DaySelect label="Tanggal lembur" days={days} value={draft.date} disabled={busy} onChange={edit('date')} problem={describe('date')} />
      {problem('date')}
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 font-medium text-ink">
          Jam mulai
          <input type="time" className="input" value={draft.start_time} disabled={busy} onChange={edit('start_time')} {...describe('start_time')} />
        </label>
        <label className="flex flex-col gap-1 font-medium text-ink">
          Jam selesai
          <input type="time" className="input" value={draft.end_time} disabled={busy} onChange={edit('end_time')} {...describe('end_time')} />
        </label>
      </div>
      {problem('start_time')}
      {problem('end_time')}
      <label className="flex flex-col gap-1 font-medium text-ink">
        Tugas
        <textarea className="input min-h-20" value={draft.task} disabled={busy} onChange={edit('task')} {...describe('task')} />
      </label>
      {problem('task')}
      <InlineFormEnd actor={actor} state={state} meta={meta} submitLabel={meta.confirmLabel ?? ''} titles={{ failed: 'Gagal Dikirim', done: 'Terkirim' }} />
    </InlineForm>
  );
}
