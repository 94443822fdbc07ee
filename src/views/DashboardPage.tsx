import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type Direction, kindOf } from '../domain/attendance';
import { DASHBOARD_KEY, fetchDashboard, photoSrc } from '../api/attendance';
import { OUTBOX_KEY, usePendingAttendance } from '../attendance/usePendingAttendance';
import { outbox } from '../attendance/outbox';
import { clockTime, greeting, hasTime } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { Photo } from '../ui/Photo';
import { FlowNotice } from './attendance/FlowNotice';
import { useAttendanceAttempt } from './attendance/useAttendanceAttempt';
import { LiveClock } from './LiveClock';

const LABELS = { in: { title: 'Masuk', button: 'Absen Masuk' }, out: { title: 'Pulang', button: 'Absen Pulang' } } as const;

export function DashboardPage() {
  const { data, error, mutate } = useSWR(DASHBOARD_KEY, fetchDashboard);
  const pending = usePendingAttendance();
  const { mutate: mutateKey } = useSWRConfig();
  const refresh = useCallback(() => void mutate(), [mutate]);
  const attempt = useAttendanceAttempt('regular', data?.offices ?? [], refresh);

  const side = (direction: Direction) => {
    const done = direction === 'in' ? data?.is_absen_in : data?.is_absen_out;
    const waiting = pending.find((item) => kindOf(item) === 'regular' && item.direction === direction && item.refusal === null);
    const time = direction === 'in' ? data?.inpresent : data?.outpresent;
    const photo = direction === 'in' ? data?.inphoto : data?.outphoto;
    return { done: Boolean(done), waiting, time: time && hasTime(time) ? time : null, photo: photoSrc(photo ?? null) };
  };

  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-500">{greeting(new Date().getHours())},</p>
        <h1 className="text-xl font-bold text-slate-800">{data?.name ?? '…'}</h1>
        {data && (
          <>
            <p className="text-sm text-slate-600">
              {data.position} · {data.department}
            </p>
            <p className="text-sm text-slate-500">{data.office}</p>
          </>
        )}
      </section>

      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <LiveClock />
        <div className="mt-3 flex justify-center">
          <span className="rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-sky-800" data-testid="absent-status">
            {pending.some((item) => kindOf(item) === 'regular' && item.refusal === null) ? 'Menunggu Terkirim' : (data?.absent_status ?? 'Memuat...')}
          </span>
        </div>
        <FlowNotice text={attempt.notice} />
        {error && !data && (
          <div className="mt-3">
            <LoadError error={error} fallback="Data absen tidak dapat dimuat." onRetry={() => void mutate()} />
          </div>
        )}
        <div className="mt-4 grid grid-cols-2 gap-3">
          {(['in', 'out'] as const).map((direction) => {
            const { done, waiting, time, photo } = side(direction);
            return (
              <div key={direction} className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-3" data-testid={`absen-${direction}`}>
                <p className="text-sm font-semibold text-slate-600">{LABELS[direction].title}</p>
                <Photo src={photo} alt={`Foto absen ${LABELS[direction].title.toLowerCase()}`} />
                <p className="font-mono text-lg text-slate-800" data-testid={`time-${direction}`}>
                  {time ?? (waiting ? clockTime(new Date(waiting.keptAt)) : '--:--:--')}
                </p>
                <button
                  type="button"
                  className="btn-primary w-full px-2 py-2 text-sm"
                  disabled={done || Boolean(waiting) || !data || attempt.open}
                  onClick={() => attempt.start(direction)}
                >
                  {done ? 'Sudah Absen' : waiting ? 'Menunggu Terkirim' : LABELS[direction].button}
                </button>
              </div>
            );
          })}
        </div>
      </section>

      {pending.length > 0 && (
        <section className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200" aria-label="Absen belum terkirim">
          {pending.map((item) => (
            <div key={item.id} className="text-sm text-amber-900" data-testid="pending-attendance">
              <p className="font-semibold">
                Absen {LABELS[item.direction].title.toLowerCase()}
                {item.kind === 'overtime' ? ' lembur' : ''} pukul {clockTime(new Date(item.keptAt))}{' '}
                {item.refusal ? 'ditolak server' : 'belum terkirim'}
              </p>
              <p>{item.refusal ?? 'Tersimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.'}</p>
              {item.refusal && (
                <button
                  type="button"
                  className="mt-1 font-semibold underline"
                  onClick={() => void outbox.remove(item.id).then(() => mutateKey(OUTBOX_KEY))}
                >
                  Hapus
                </button>
              )}
            </div>
          ))}
        </section>
      )}

      {attempt.flow}
    </div>
  );
}
