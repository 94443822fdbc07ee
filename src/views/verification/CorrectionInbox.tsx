import { useDecisionDialog } from '../useDecisionDialog';
import type { CorrectionInboxItem } from '../../contract/correctionRequests';
import { type CorrectionDecisionChoice, correctionDecisionInput } from '../../domain/correctionRequests';
import { longDate } from '../../format/indonesian';
import { ListSection } from '../../ui/ListSection';
import { Photo } from '../../ui/Photo';
import { PersonCard } from '../../ui/PersonCard';
import { DecisionButtons } from '../../ui/DecisionButtons';
import type { DecisionFlowDialogProps } from '../DecisionFlowDialog';

const shortTime = (time: string | null) => (time ? time.slice(0, 5) : 'tidak ada');

function CorrectionCard({ item, onDecide }: { item: CorrectionInboxItem; onDecide: (action: CorrectionDecisionChoice['action']) => void }) {
  return (
    <PersonCard person={item}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Pengajuan</dt>
        <dd className="text-ink">
          {item.label}, {longDate(item.date)}
        </dd>
        <dt className="text-ink-muted">Jam diajukan</dt>
        <dd className="time-figures text-ink">{item.time}</dd>
        <dt className="text-ink-muted">Tempat</dt>
        <dd className="text-ink">{item.place}</dd>
        <dt className="text-ink-muted">Alasan</dt>
        <dd className="text-ink">{item.reason}</dd>
        <dt className="text-ink-muted">Shift</dt>
        <dd className="text-ink">{item.shift}</dd>
        <dt className="text-ink-muted">Tercatat</dt>
        <dd className="text-ink">
          Masuk {shortTime(item.recorded_in)}, pulang {shortTime(item.recorded_out)}
        </dd>
        {item.leave && (
          <>
            <dt className="text-ink-muted">Izin</dt>
            <dd className="text-ink">{item.leave}</dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">
        {item.evidence_photo && (
          <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
            <Photo src={item.evidence_photo} alt={`Foto bukti ${item.name}`} />
            <figcaption>Foto bukti</figcaption>
          </figure>
        )}
        <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
          <Photo src={item.profile_photo} alt={`Foto profil ${item.name}`} />
          <figcaption>Foto profil</figcaption>
        </figure>
      </div>
      <DecisionButtons onApprove={() => onDecide('approve')} onReject={() => onDecide('reject')} />
    </PersonCard>
  );
}

/** The correction requests that wait (a supervisor's chain, or the company for HR), each with the day's evidence, decided in its dialog. */
export function CorrectionInbox({ items, actors, listClass, onChanged }: { items: CorrectionInboxItem[]; actors: DecisionFlowDialogProps['actors']; listClass: string; onChanged: () => void }) {
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('correction-decision', actors, onChanged);
  return (
    <ListSection id="koreksi-menunggu" title="Pengajuan Koreksi" titleClass="text-lg font-semibold text-ink" empty={{ icon: 'i-tabler-clock-edit', text: 'Tidak ada pengajuan koreksi yang menunggu.' }} count={items.length} listClass={listClass} after={decidingDialog}>
      {items.map((item) => (
        <CorrectionCard
          key={item.id}
          item={item}
          onDecide={(action) => setDeciding(correctionDecisionInput({ id: item.id, action }, `${item.name}: koreksi ${item.label.toLowerCase()}, ${longDate(item.date)}, jam ${item.time}`))}
        />
      ))}
    </ListSection>
  );
}
