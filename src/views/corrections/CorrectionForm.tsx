import { useCallback, useMemo } from 'react';
import type { FormOutput } from '../../../machines/formTail';
import { correctionRequestMachine } from '../../../machines/correctionRequest.machine';
import { correctionRequestActors } from '../../attendance/correction.actors';
import type { CorrectionRequests } from '../../contract/correctionRequests';
import { CORRECTION_TEXTS, type CorrectionDraft, type CorrectionField } from '../../domain/correctionRequests';
import { PlaceOptions } from './PlaceOptions';
import { InlineForm } from '../shell/InlineForm';
import { InlineFormEnd } from '../shell/InlineFormEnd';
import { useFlow } from '../../ui/useFlow';
import { fieldProblems } from '../../ui/fieldProblems';
import { FileInput } from '../../ui/FileInput';
import { DaySelect } from '../../ui/DaySelect';

const providedMachine = correctionRequestMachine.provide({ actors: correctionRequestActors });
const EVIDENCE_TYPES = 'image/jpeg,image/png';
const DIRECTIONS = [
  { value: 'in', label: 'Absen Masuk' },
  { value: 'out', label: 'Absen Pulang' },
] as const;

/** 'Ajukan Koreksi': which record of which recent day, when and where it happened, why, and an optional photo of evidence. */
export function CorrectionForm({ choices, draft, onChanged, onClosed }: { choices: CorrectionRequests; draft: CorrectionDraft; onChanged: () => void; onClosed: (sent: boolean) => void }) {
  const input = useMemo(() => ({ draft }), [draft]);
  const closed = useCallback((output: FormOutput | undefined) => onClosed(output?.outcome === 'done'), [onClosed]);
  const { actor, state, meta } = useFlow(providedMachine, input, 'corrections.changed', onChanged, closed);
  const { draft: typed, errors, evidence } = state.context;
  const busy = state.hasTag('busy');
  const send = actor.send;
  const edit = (field: CorrectionField) => (event: { target: { value: string } }) => send({ type: 'form.edit', field, value: event.target.value });
  const { describe, problem } = fieldProblems<CorrectionField>('koreksi', errors);

  return (
    <InlineForm actor={actor} busy={busy} labelledBy="koreksi-title" keyed>
      <h2 id="koreksi-title" className="font-semibold text-ink">
        Ajukan Koreksi
      </h2>
      <p className="text-sm text-ink-muted">
        Untuk absen yang terlupa atau tercatat salah dalam {choices.window_days} hari terakhir. Atasan Anda akan memeriksanya.
      </p>
      <DaySelect label="Tanggal" name="tanggal" days={choices.days} value={typed.date} disabled={busy} onChange={edit('date')} problem={describe('date')} />
      {problem('date')}
      <fieldset className="flex flex-col gap-1" disabled={busy} aria-describedby={describe('direction')['aria-describedby']}>
        <legend className="font-medium text-ink">Absen</legend>
        <div className="flex flex-wrap gap-x-6">
          {DIRECTIONS.map((direction) => (
            <label key={direction.value} className="flex min-h-11 items-center gap-3 text-ink">
              <input type="radio" name="absen" className="h-5 w-5" value={direction.value} checked={typed.direction === direction.value} onChange={edit('direction')} />
              {direction.label}
            </label>
          ))}
        </div>
      </fieldset>
      {problem('direction')}
      <label className="flex flex-col gap-1 font-medium text-ink">
        Jam sebenarnya
        <input type="time" name="jam" className="input" value={typed.time} disabled={busy} onChange={edit('time')} {...describe('time')} />
      </label>
      {problem('time')}
      <label className="flex flex-col gap-1 font-medium text-ink">
        Tempat
        <select name="tempat" className="input" value={typed.place} disabled={busy} onChange={edit('place')} {...describe('place')}>
          <PlaceOptions offices={choices.offices} />
        </select>
      </label>
      {problem('place')}
      <label className="flex flex-col gap-1 font-medium text-ink">
        Alasan
        <textarea name="alasan" className="input min-h-24" value={typed.reason} disabled={busy} onChange={edit('reason')} {...describe('reason')} />
      </label>
      {problem('reason')}
      <label className="flex flex-col gap-1 font-medium text-ink">
        Foto bukti (opsional, JPEG atau PNG)
        <FileInput
          chosen={evidence?.name ?? null}
          name="bukti"
          accept={EVIDENCE_TYPES}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            send({ type: 'evidence.pick', evidence: file ? { file, name: file.name } : null });
          }}
        />
      </label>
      {evidence && <p className="text-sm text-ink-muted">Foto bukti: {evidence.name}</p>}
      <InlineFormEnd actor={actor} state={state} meta={meta} submitLabel={CORRECTION_TEXTS.submit} titles={{ failed: 'Pengajuan Koreksi Gagal', done: 'Pengajuan Koreksi Terkirim' }} />
    </InlineForm>
  );
}
