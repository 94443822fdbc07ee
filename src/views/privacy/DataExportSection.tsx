import { useActorRef, useSelector } from '@xstate/react';
import { dataExportMachine } from '../../../machines/dataExport.machine';
import { dataExportActors } from '../../account/account.actors';
import { inspect } from '../../app/inspector';
import type { StepMeta } from '../../domain/flow';
import { DATA_EXPORT_TEXTS, fileSizeWords } from '../../domain/privacy';
import { wibDateTime } from '../../format/indonesian';
import { AlertDialog } from '../../ui/AlertDialog';
import { Loading } from '../../ui/Loading';

const providedMachine = dataExportMachine.provide({ actors: dataExportActors });

/** 'Unduh Data Saya' (docs/privacy.md): ask for a copy of one's own data, wait while it is prepared, download it. */
export function DataExportSection() {
  const actor = useActorRef(providedMachine, { inspect });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { copy, error } = state.context;
  const meta: StepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const request = (label: string) => (
    <button type="button" className="btn-primary mt-3 self-start" disabled={state.hasTag('busy')} onClick={() => actor.send({ type: 'export.request' })}>
      {label}
    </button>
  );
  const offered = copy?.can_request && (state.matches('idle') || state.matches('ready') || state.matches('requesting'));
  return (
    <section className="card flex flex-col" aria-labelledby="data-export">
      <h2 id="data-export" className="font-semibold text-ink">
        {DATA_EXPORT_TEXTS.heading}
      </h2>
      <p className="mt-2 text-sm text-ink">{DATA_EXPORT_TEXTS.what}</p>
      {state.matches('reading') && <Loading />}
      {/* Unreadable ('Coba Lagi'), or refused because a copy was asked for today already ('OK'). */}
      {(state.matches('unreadable') || state.matches('refused')) && (
        <p role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}{' '}
          <button type="button" className="min-h-11 font-semibold underline" onClick={() => actor.send({ type: 'flow.retry' })}>
            {meta.confirmLabel}
          </button>
        </p>
      )}
      {(state.matches('preparing') || state.matches('checking')) && (
        <p role="status" className="mt-3 text-sm text-ink">
          {DATA_EXPORT_TEXTS.preparing}
        </p>
      )}
      {state.matches('ready') && copy?.url && (
        <div className="mt-3 flex flex-col gap-1">
          <p role="status" className="text-sm text-ink">
            Salinan siap ({fileSizeWords(copy.size ?? 0)}), disiapkan {wibDateTime(copy.ready_at!)}.
          </p>
          {copy.parts && copy.parts.length > 1 ? (
            <>
              <p className="text-sm text-ink">{DATA_EXPORT_TEXTS.partsNote}</p>
              {copy.parts.map((part, index) => (
                <a key={part.url} href={part.url} download={part.name} className="btn-secondary self-start">
                  {DATA_EXPORT_TEXTS.downloadPart(index + 1, copy.parts!.length)} · {fileSizeWords(part.size)}
                </a>
              ))}
            </>
          ) : (
            <a href={copy.url} download="salinan-data-saya.zip" className="btn-secondary self-start">
              {DATA_EXPORT_TEXTS.download}
            </a>
          )}
          <p className="text-xs text-ink-muted">{DATA_EXPORT_TEXTS.linkNote}</p>
        </div>
      )}
      {state.matches('idle') && copy?.status === 'failed' && (
        <p role="alert" className="mt-3 text-sm text-tone-danger-fg">
          {DATA_EXPORT_TEXTS.failed}
        </p>
      )}
      {offered && request(copy.status === 'none' ? DATA_EXPORT_TEXTS.request : DATA_EXPORT_TEXTS.requestAgain)}
      {copy && !copy.can_request && state.matches('idle') && <p className="mt-3 text-sm text-ink-muted">{DATA_EXPORT_TEXTS.tomorrow}</p>}
      <AlertDialog
        open={state.matches('requestFailed')}
        kind="error"
        title={DATA_EXPORT_TEXTS.requestFailed}
        text={error ?? ''}
        confirmLabel={meta.confirmLabel}
        onConfirm={() => actor.send({ type: 'flow.retry' })}
        cancelLabel={meta.cancelLabel}
        onCancel={() => actor.send({ type: 'flow.cancel' })}
      />
    </section>
  );
}
