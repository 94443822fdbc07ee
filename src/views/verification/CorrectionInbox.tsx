import { useDecisionDialog } from '../useDecisionDialog';
import type { CorrectionInboxItem } from '../../contract/correctionRequests';
import { type CorrectionDecisionChoice, correctionDecisionInput, standingRecordWords } from '../../domain/correctionRequests';
import { longDate } from '../../format/indonesian';
import { ListSection } from '../../ui/ListSection';
import { Photo } from '../../ui/Photo';
import { PersonCard } from '../../ui/PersonCard';
import { DecisionButtons } from '../../ui/DecisionButtons';
import type { DecisionFlowDialogProps } from '../DecisionFlowDialog';
import { Facts, Fact, EvidencePhoto } from '../../ui/Facts';

const shortTime = (time: string | null) => (time ? time.slice(0, 5) : 'tidak ada');

function CorrectionCard({ item, onDecide }: { item: CorrectionInboxItem; onDecide: (action: CorrectionDecisionChoice['action']) => void }) {
  return (
    <PersonCard person={item}>
      <Facts>
        <Fact term="Pengajuan">
          {item.label}, {longDate(item.date)}
        </Fact>
        <Fact term="Jam diajukan" figures>{item.time}</Fact>
        <Fact term="Tempat">{item.place}</Fact>
        <Fact term="Alasan">{item.reason}</Fact>
        <Fact term="Shift">{item.shift}</Fact>
        <Fact term="Tercatat">
          Masuk {shortTime(item.recorded_in)}, pulang {shortTime(item.recorded_out)}
        </Fact>
        {item.record && <Fact term="Absen saat ini">{standingRecordWords(item.record)}</Fact>}
        {item.leave && <Fact term="Izin">{item.leave}</Fact>}
      </Facts>
      <div className="mt-3 flex flex-wrap gap-3">
        {item.evidence_photo && (
          <EvidencePhoto caption="Foto bukti">
            <Photo src={item.evidence_photo} alt={`Foto bukti ${item.name}`} />
          </EvidencePhoto>
        )}
        <EvidencePhoto caption="Foto profil">
          <Photo src={item.profile_photo} alt={`Foto profil ${item.name}`} />
        </EvidencePhoto>
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
