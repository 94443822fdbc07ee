import { useCallback, useMemo } from 'react';
import type { FormOutput } from '../../../machines/formTail';
import { personalChangeMachine } from '../../../machines/personalChange.machine';
import { personalChangeActors } from '../../account/personalChange.actors';
import { PERSONAL_FIELDS } from '../../contract/personalFields';
import type { PersonalChanges, PersonalField } from '../../contract/personalChanges';
import { PERSONAL_CHANGE_TEXTS, type PersonalChangeDraftField, PERSONAL_FIELD_LABELS, personalFieldKind } from '../../domain/personalChanges';
import { DateField } from '../../ui/DateField';
import { fieldProblems, type ProblemAttributes } from '../../ui/fieldProblems';
import { useFlow } from '../../ui/useFlow';
import { InlineForm } from '../shell/InlineForm';
import { InlineFormEnd } from '../shell/InlineFormEnd';
import { personalValueText } from './personalValue';

const providedMachine = personalChangeMachine.provide({ actors: personalChangeActors });

/** The right value of the chosen field, typed as its kind asks: a date from the date field, a count, or text. */
function ValueInput({ field, value, busy, described, onChange }: { field: PersonalField; value: string; busy: boolean; described: ProblemAttributes; onChange: (value: string) => void }) {
  const kind = personalFieldKind(field);
  if (kind === 'date') return <DateField label="Data yang benar" name="nilai" value={value} disabled={busy} onChange={onChange} errorId={described['aria-describedby']} invalid={described['aria-invalid']} />;
  const common = { name: 'nilai', value, disabled: busy, ...described };
  return (
    <label className="flex flex-col gap-1 font-medium text-ink">
      Data yang benar
      {field === 'address' ? (
        <textarea className="input min-h-20" {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input className="input" inputMode={kind === 'number' ? 'numeric' : undefined} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
    </label>
  );
}

/** 'Ajukan Perubahan Data': which field of Informasi Data Diri is wrong, its right value, and why; HR decides. */
export function PersonalChangeForm({ current, onChanged, onClosed }: { current: PersonalChanges['current']; onChanged: () => void; onClosed: (sent: boolean) => void }) {
  const input = useMemo(() => ({ current }), [current]);
  const closed = useCallback((output: FormOutput | undefined) => onClosed(output?.outcome === 'done'), [onClosed]);
  const { actor, state, meta } = useFlow(providedMachine, input, 'personal.changed', onChanged, closed);
  const { draft, errors } = state.context;
  const busy = state.hasTag('busy');
  const edit = (field: PersonalChangeDraftField) => (value: string) => actor.send({ type: 'form.edit', field, value });
  const { describe, problem } = fieldProblems<PersonalChangeDraftField>('perubahan', errors);
  const bound = (field: 'field' | 'reason') => ({ value: draft[field], disabled: busy, onChange: (event: { target: { value: string } }) => edit(field)(event.target.value), ...describe(field) });

  return (
    <InlineForm actor={actor} busy={busy} labelledBy="perubahan-title" keyed>
      <h2 id="perubahan-title" className="font-semibold text-ink">
        {PERSONAL_CHANGE_TEXTS.formTitle}
      </h2>
      <p className="text-sm text-ink-muted">Data diri yang salah dikoreksi oleh SDM. Pilih datanya, tulis yang benar, dan alasannya.</p>
      <label className="flex flex-col gap-1 font-medium text-ink">
        Data yang diubah
        <select name="data" className="input" {...bound('field')}>
          <option value="">— pilih data —</option>
          {PERSONAL_FIELDS.map((field) => (
            <option key={field} value={field}>
              {PERSONAL_FIELD_LABELS[field]}
            </option>
          ))}
        </select>
      </label>
      {problem('field')}
      {draft.field && (
        <>
          <p className="text-sm text-ink" data-testid="perubahan-sekarang">
            Tercatat sekarang: <span className="font-semibold">{personalValueText(draft.field, current[draft.field] ?? null)}</span>
          </p>
          <ValueInput key={draft.field} field={draft.field} value={draft.value} busy={busy} described={describe('value')} onChange={edit('value')} />
          {problem('value')}
        </>
      )}
      <label className="flex flex-col gap-1 font-medium text-ink">
        Alasan
        <textarea name="alasan" className="input min-h-20" {...bound('reason')} />
      </label>
      {problem('reason')}
      <InlineFormEnd actor={actor} state={state} meta={meta} submitLabel={PERSONAL_CHANGE_TEXTS.submit} titles={{ failed: 'Pengajuan Gagal Dikirim', done: 'Pengajuan Terkirim' }} />
    </InlineForm>
  );
}
