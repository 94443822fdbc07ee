import { useEffect, useRef, useState } from 'react';
import Webcam from 'react-webcam';
import type { PhotoKind } from '../../domain/attendance';

const STEPS: Record<PhotoKind, { title: string; facingMode: 'user' | 'environment'; help: string }> = {
  face: { title: 'Foto Wajah', facingMode: 'user', help: 'Posisikan wajah Anda di tengah layar.' },
  location: { title: 'Foto Lokasi', facingMode: 'environment', help: 'Foto lokasi Anda bekerja saat ini.' },
  letter: { title: 'Foto Surat Tugas', facingMode: 'environment', help: 'Foto surat tugas agar terbaca jelas.' },
};

/** What to tell someone whose camera did not open, by the browser's reason. */
export function cameraProblem(error: string | DOMException): string {
  const name = typeof error === 'string' ? error : error.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Akses kamera ditolak. Izinkan kamera untuk aplikasi ini: ketuk ikon gembok di bilah alamat (atau Setelan › Situs › Kamera), pilih Izinkan, lalu coba lagi.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'Kamera tidak ditemukan di perangkat ini. Gunakan ponsel yang memiliki kamera.';
  }
  if (name === 'NotReadableError') return 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu, lalu coba lagi.';
  return 'Kamera tidak dapat dibuka. Periksa izin kamera, lalu coba lagi.';
}

function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

interface CameraStepProps {
  kind: PhotoKind;
  photo: Blob | null;
  hint: string | null;
  /** Why the camera did not open, if it did not. */
  problem: string | null;
  /** Changes when the camera should be opened again. */
  attempt: number;
  onCaptured: (photo: Blob) => void;
  onRetake: () => void;
  onConfirm: () => void;
  onCameraFailed: (message: string) => void;
  onCameraRetry: () => void;
  /** The face step has not let the shutter go yet. */
  shutterLocked?: boolean;
  /** The face step's line: what to do, or how it ended. */
  guide?: string | null;
  /** The live video while the camera shows, for the face step to watch. */
  onVideo?: (video: HTMLVideoElement | null) => void;
}

/** One photo: the live camera until a photo exists, then the photo with 'Ulangi' and 'Lanjut'. Fits a landscape screen. */
export function CameraStep({ kind, photo, hint, problem, attempt, onCaptured, onRetake, onConfirm, onCameraFailed, onCameraRetry, shutterLocked = false, guide = null, onVideo }: CameraStepProps) {
  const webcam = useRef<Webcam>(null);
  const [ready, setReady] = useState(false);
  const preview = useObjectUrl(photo);
  // A new step, a retake or a new attempt starts a new stream. 'Ambil Foto' waits until its video plays (has a
  // size): before that the camera gives no picture and a tap would capture nothing.
  useEffect(() => {
    if (!photo) setReady(false);
  }, [kind, photo, attempt]);
  const step = STEPS[kind];
  const capture = () => webcam.current?.getCanvas()?.toBlob((blob) => blob && onCaptured(blob), 'image/jpeg', 0.92);

  return (
    <div className="flex flex-col gap-3 landscape:flex-row landscape:items-start">
      <div className="mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-2xl bg-slate-900 landscape:h-[calc(100dvh-6rem)] landscape:w-auto landscape:max-w-none">
        {preview ? (
          <img src={preview} alt={step.title} className="h-full w-full object-cover" />
        ) : problem ? (
          <div className="h-full w-full flex items-center justify-center p-4 text-center text-white" aria-hidden>
            <span className="text-5xl">⊘</span>
          </div>
        ) : (
          <Webcam
            key={`${kind}-${attempt}`}
            ref={webcam}
            audio={false}
            mirrored={step.facingMode === 'user'}
            forceScreenshotSourceSize
            videoConstraints={{ facingMode: step.facingMode, width: { ideal: 1280 }, height: { ideal: 960 } }}
            onPlaying={() => {
              setReady(true);
              onVideo?.(webcam.current?.video ?? null);
            }}
            onUserMediaError={(error) => onCameraFailed(cameraProblem(error))}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3">
        <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
        <p className="text-sm text-ink-muted">{step.help}</p>
        {guide && !photo && !problem && (
          <p role="status" data-testid="face-guide" className="rounded-lg bg-brand-soft p-3 font-semibold text-ink">
            {guide}
          </p>
        )}
        {(problem ?? hint) && (
          <p role="alert" className="rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
            {problem ?? hint}
          </p>
        )}
        {photo ? (
          <div className="grid grid-cols-2 gap-3">
            <button type="button" className="btn-secondary" onClick={onRetake}>
              Ulangi
            </button>
            <button type="button" className="btn-primary" onClick={onConfirm}>
              Lanjut
            </button>
          </div>
        ) : problem ? (
          <button type="button" className="btn-primary" onClick={onCameraRetry}>
            Coba Lagi
          </button>
        ) : (
          <button type="button" className="btn-primary" disabled={!ready || shutterLocked} onClick={capture}>
            Ambil Foto
          </button>
        )}
      </div>
    </div>
  );
}
