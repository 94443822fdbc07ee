import type { VerificationQueueItem } from '../../contract/schemas';
import type { RecordDecision } from '../../contract/verification';
import { latenessWords } from '../../domain/verification';
import { FACE_CHECK_LABELS, faceStepText } from '../../domain/faces';
import { mediumDate, wibDate, wibTime } from '../../format/indonesian';
import { Photo } from '../../ui/Photo';
import { ZoomablePhoto } from '../../ui/ZoomablePhoto';
import { DecisionButtons } from '../../ui/DecisionButtons';
import { PersonCard } from '../../ui/PersonCard';

/** '07:20:00', or with its date when the record arrived on another day. */
const timeOn = (iso: string, date: string) => (wibDate(iso) === date ? wibTime(iso) : `${wibTime(iso)}, ${mediumDate(wibDate(iso))}`);

/** A record waiting for a person, with its evidence and the three decisions (the supervisors' queue and HR's). */
export function RecordCard({ item, onDecide }: { item: VerificationQueueItem; onDecide: (decision: RecordDecision) => void }) {
  return (
    <PersonCard person={item}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Absen</dt>
        <dd className="text-ink">
          {item.label}, {mediumDate(item.date)}
        </dd>
        <dt className="text-ink-muted">Jam diklaim</dt>
        <dd className="time-figures text-ink">{timeOn(item.checked_at, item.date)}</dd>
        <dt className="text-ink-muted">Jam diterima</dt>
        <dd className="time-figures text-ink">{timeOn(item.received_at, item.date)}</dd>
        {item.late_minutes !== null && item.late_minutes > 0 && (
          <>
            <dt className="text-ink-muted">Keterlambatan</dt>
            <dd className="text-ink" data-testid="lateness">
              {latenessWords(item.late_minutes)}
            </dd>
          </>
        )}
        <dt className="text-ink-muted">Alasan tunggu</dt>
        <dd className="text-ink">
          <ul className="list-disc pl-4">
            {item.flags.map((flag) => (
              <li key={flag.code}>{flag.label}</li>
            ))}
          </ul>
        </dd>
        <dt className="text-ink-muted">Tempat</dt>
        <dd className="text-ink">
          {item.inside_office ? 'Di dalam kantor' : 'Di luar kantor'}
          {item.distance_m !== null && `, ${item.distance_m} m dari kantor`}
          {item.accuracy_m !== null && `, akurasi ±${Math.round(item.accuracy_m)} m`}
        </dd>
        <dt className="text-ink-muted">Wajah</dt>
        <dd className="text-ink" data-testid="face-check">
          {item.face_check ? FACE_CHECK_LABELS[item.face_check.status] : FACE_CHECK_LABELS.not_checked}
          {item.face_check?.similarity != null && ` (kemiripan ${Math.round(item.face_check.similarity * 100)}%)`}
        </dd>
        {item.face_check?.challenge_outcome && item.face_check.challenge && (
          <>
            <dt className="text-ink-muted">Gerakan</dt>
            <dd className="text-ink" data-testid="face-step">
              {faceStepText(item.face_check)}
            </dd>
          </>
        )}
        {item.anomaly && (
          <>
            <dt className="text-ink-muted">Alasan</dt>
            <dd className="text-ink">{item.anomaly}</dd>
          </>
        )}
        {item.duration_minutes !== null && (
          <>
            <dt className="text-ink-muted">Lama lembur</dt>
            <dd className="text-ink">{item.duration_minutes} menit</dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">
        <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
          <ZoomablePhoto src={item.face_photo} alt={`Foto wajah ${item.name} saat absen`} />
          <figcaption>Wajah saat absen</figcaption>
        </figure>
        {item.reference_photo ? (
          <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
            <ZoomablePhoto src={item.reference_photo} alt={`Foto rujukan wajah ${item.name}`} />
            <figcaption>Foto rujukan</figcaption>
          </figure>
        ) : (
          <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
            <Photo src={item.profile_photo} alt={`Foto profil ${item.name}`} />
            <figcaption>Foto profil</figcaption>
          </figure>
        )}
        {item.location_photo && (
          <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
            <Photo src={item.location_photo} alt={`Foto lokasi ${item.name}`} />
            <figcaption>Lokasi</figcaption>
          </figure>
        )}
        {item.letter_photo && (
          <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
            <Photo src={item.letter_photo} alt={`Foto surat tugas ${item.name}`} />
            <figcaption>Surat</figcaption>
          </figure>
        )}
      </div>
      <DecisionButtons onApprove={() => onDecide('approve')} onAcceptAtReceipt={() => onDecide('accept_at_receipt')} onReject={() => onDecide('reject')} />
    </PersonCard>
  );
}
