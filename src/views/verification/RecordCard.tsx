import type { VerificationQueueItem } from '../../contract/schemas';
import type { RecordDecision } from '../../contract/verification';
import { FORGOTTEN_CLOCK_OUT_HINT, isForgottenClockOut, latenessWords, type RecordDecisionChoice } from '../../domain/verification';
import { FACE_CHECK_LABELS, faceMotionText, faceStepText } from '../../domain/faces';
import { mediumDate, wibDate, wibTime } from '../../format/indonesian';
import { Photo } from '../../ui/Photo';
import { ZoomablePhoto } from '../../ui/ZoomablePhoto';
import { DecisionButtons } from '../../ui/DecisionButtons';
import { PersonCard } from '../../ui/PersonCard';
import { Facts, Fact, EvidencePhoto } from '../../ui/Facts';

/** '07:20:00', or with its date when the record arrived on another day. */
const timeOn = (iso: string, date: string) => (wibDate(iso) === date ? wibTime(iso) : `${wibTime(iso)}, ${mediumDate(wibDate(iso))}`);

/** A record waiting for a person, with its evidence and the three decisions (the supervisors' queue and HR's). */
export function RecordCard({ item, onDecide }: { item: VerificationQueueItem; onDecide: (decision: RecordDecision, clockOut?: RecordDecisionChoice['clock_out']) => void }) {
  return (
    <PersonCard person={item}>
      <Facts>
        <Fact term="Absen">
          {item.label}, {mediumDate(item.date)}
        </Fact>
        <Fact term="Jam diklaim" figures>{timeOn(item.checked_at, item.date)}</Fact>
        <Fact term="Jam diterima" figures>{timeOn(item.received_at, item.date)}</Fact>
        {item.late_minutes !== null && item.late_minutes > 0 && (
          <Fact term="Keterlambatan" testId="lateness">
            {latenessWords(item.late_minutes)}
          </Fact>
        )}
        <Fact term="Alasan tunggu">
          <ul className="list-disc pl-4">
            {item.flags.map((flag) => (
              <li key={flag.code}>{flag.label}</li>
            ))}
          </ul>
        </Fact>
        <Fact term="Tempat">
          {item.inside_office ? 'Di dalam kantor' : 'Di luar kantor'}
          {item.distance_m !== null && `, ${item.distance_m} m dari kantor`}
          {item.accuracy_m !== null && `, akurasi ±${Math.round(item.accuracy_m)} m`}
        </Fact>
        <Fact term="Wajah" testId="face-check">
          {item.face_check ? FACE_CHECK_LABELS[item.face_check.status] : FACE_CHECK_LABELS.not_checked}
          {item.face_check?.similarity != null && ` (kemiripan ${Math.round(item.face_check.similarity * 100)}%)`}
        </Fact>
        {item.face_check?.challenge_outcome && item.face_check.challenge && (
          <Fact term="Gerakan menurut ponsel" testId="face-step">
            {faceStepText(item.face_check)}
          </Fact>
        )}
        {item.face_check && faceMotionText(item.face_check) && (
          <Fact term="Gerakan menurut server" testId="face-motion">
            {faceMotionText(item.face_check)}
          </Fact>
        )}
        {item.anomaly && <Fact term="Alasan">{item.anomaly}</Fact>}
        {item.duration_minutes !== null && <Fact term="Lama lembur">{item.duration_minutes} menit</Fact>}
      </Facts>
      <div className="mt-3 flex flex-wrap gap-3">
        <EvidencePhoto caption="Wajah saat absen">
          <ZoomablePhoto src={item.face_photo} alt={`Foto wajah ${item.name} saat absen`} />
        </EvidencePhoto>
        {item.reference_photo ? (
          <EvidencePhoto caption="Foto rujukan">
            <ZoomablePhoto src={item.reference_photo} alt={`Foto rujukan wajah ${item.name}`} />
          </EvidencePhoto>
        ) : (
          <EvidencePhoto caption="Foto profil">
            <Photo src={item.profile_photo} alt={`Foto profil ${item.name}`} />
          </EvidencePhoto>
        )}
        {item.location_photo && (
          <EvidencePhoto caption="Lokasi">
            <Photo src={item.location_photo} alt={`Foto lokasi ${item.name}`} />
          </EvidencePhoto>
        )}
        {item.letter_photo && (
          <EvidencePhoto caption="Surat">
            <Photo src={item.letter_photo} alt={`Foto surat tugas ${item.name}`} />
          </EvidencePhoto>
        )}
      </div>
      {isForgottenClockOut(item) ? (
        <>
          <p className="mt-3 text-sm text-ink">{FORGOTTEN_CLOCK_OUT_HINT}</p>
          <DecisionButtons
            approveLabel="Isi Jam Pulang"
            onApprove={() => onDecide('approve', 'time')}
            onAcceptAtReceipt={() => onDecide('approve', 'clock_in_only')}
            acceptAtReceiptLabel="Setujui Absen Masuk Saja"
            onReject={() => onDecide('reject')}
          />
        </>
      ) : (
        <DecisionButtons onApprove={() => onDecide('approve')} onAcceptAtReceipt={() => onDecide('accept_at_receipt')} onReject={() => onDecide('reject')} />
      )}
    </PersonCard>
  );
}
