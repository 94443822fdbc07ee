import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { leaveFormMachine } from '../../../machines/leaveForm.machine';
import { isLeaveListKey } from '../../api/leave';
import { inspect } from '../../app/inspector';
import type { LeaveOption } from '../../contract/schemas';
import type { LeaveDraft, LeaveField } from '../../domain/leave';
import { leaveFormActors } from '../../leave/leave.actors';
import { AlertDialog } from '../../ui/AlertDialog';
import { DateField } from '../../ui/DateField';
import type { StepMeta } from '../../domain/flow';
import { FileInput } from '../../ui/FileInput';

const providedMachine = leaveFormMachine.provide({ actors: leaveFormActors });
const ATTACHMENT_TYPES = 'image/jpeg,image/png,application/pdf';

function FieldError({ field, errors }: { field: LeaveField; errors: Partial<Record<LeaveField, string>> }) {
  return errors[field] ? (
    <p id={`${field}-error`} className="text-sm text-tone-danger-fg">
      {errors[field]}
    </p>
  ) : null;
}

/** docs/product.md §2/§5: the leave form (reason, dates, description, optional attachment) and the CUTI quota. */
export function LeaveForm({ options }: { options: LeaveOption[] }) {
  const actor = useActorRef(providedMachine, { input: { options }, inspect });
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const subscription = actor.on('leave.submitted', () => void mutate(isLeaveListKey));
    return () => subscription.unsubscribe();
  }, [actor, mutate]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: StepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { draft, errors, quota, alert, attachment } = state.context;
  const busy = state.hasTag('busy');
  const send = actor.send;
  const edit = (field: keyof LeaveDraft) => (event: { target: { value: string } }) => send({ type: 'form.edit', field, value: event.target.value });
  const describedBy = (field: LeaveField) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit', key: crypto.randomUUID() });
      }}
    >
      <label className="flex flex-col gap-1 font-medium text-ink">
        Alasan
        <select name="alasan" className="input" value={draft.alasan} onChange={edit('alasan')} aria-invalid={Boolean(errors.alasan)} aria-describedby={describedBy('alasan')}>
          <option value="">— pilih —</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError field="alasan" errors={errors} />
      {state.hasTag('quotaLoading') && (
        <p role="status" className="text-sm text-ink-muted">
          Memuat kuota cuti...
        </p>
      )}
      {quota && (
        <p role="status" className="rounded-xl bg-brand-soft p-3 text-sm text-brand-strong" data-testid="leave-quota">
          Sisa kuota cuti: <strong>{quota.left} hari kerja</strong>
          {(quota.cutiBersama ?? 0) > 0 && <> (sudah dikurangi {quota.cutiBersama} hari cuti bersama)</>}
          {quota.workingDays !== null && (
            <>
              <br />
              Pengajuan ini memakai <strong>{quota.workingDays} hari kerja</strong>.
            </>
          )}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <DateField label="Tanggal Awal" name="tanggal_awal" value={draft.tanggal_awal} onChange={(value) => send({ type: 'form.edit', field: 'tanggal_awal', value })} invalid={Boolean(errors.tanggal_awal)} errorId={describedBy('tanggal_awal')} />
        <DateField
          label="Tanggal Akhir"
          name="tanggal_akhir"
          value={draft.tanggal_akhir}
          min={draft.tanggal_awal || undefined}
          onChange={(value) => send({ type: 'form.edit', field: 'tanggal_akhir', value })}
          invalid={Boolean(errors.tanggal_akhir)}
          errorId={describedBy('tanggal_akhir')}
        />
      </div>
      <FieldError field="tanggal_awal" errors={errors} />
      <FieldError field="tanggal_akhir" errors={errors} />
      <label className="flex flex-col gap-1 font-medium text-ink">
        Keterangan
        <textarea name="keterangan" className="input min-h-24" value={draft.keterangan} onChange={edit('keterangan')} aria-invalid={Boolean(errors.keterangan)} aria-describedby={describedBy('keterangan')} />
      </label>
      <FieldError field="keterangan" errors={errors} />
      <label className="flex flex-col gap-1 font-medium text-ink">
        Lampiran (JPEG, PNG atau PDF, maksimal 5 MB)
        <FileInput
          chosen={attachment?.name ?? null}
          name="lampiran"
          accept={ATTACHMENT_TYPES}
          aria-invalid={Boolean(errors.lampiran)}
          aria-describedby={describedBy('lampiran')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            send({ type: 'attachment.pick', attachment: file ? { file, name: file.name } : null });
          }}
        />
      </label>
      {attachment && <p className="text-sm text-ink-muted">Lampiran: {attachment.name}</p>}
      <FieldError field="lampiran" errors={errors} />
      {busy ? (
        <div className="flex items-center gap-3">
          <p role="status" className="flex-1 text-ink">
            {meta.busyText}
          </p>
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'flow.cancel' })}>
            {meta.cancelLabel}
          </button>
        </div>
      ) : (
        <button type="submit" className="btn-primary">
          Ajukan Izin
        </button>
      )}
      <AlertDialog
        open={alert !== null}
        kind={alert?.kind ?? 'info'}
        title={alert?.title ?? ''}
        text={alert?.text ?? ''}
        confirmLabel={meta.confirmLabel}
        onConfirm={() => send({ type: state.matches('failed') ? 'flow.retry' : 'alert.dismiss' })}
        cancelLabel={meta.cancelLabel}
        onCancel={() => send({ type: 'alert.dismiss' })}
      />
    </form>
  );
}
