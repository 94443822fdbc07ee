import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { type Direction, kindOf } from '../domain/attendance';
import { DASHBOARD_KEY, fetchDashboard, photoSrc } from '../api/attendance';
import { OUTBOX_KEY, usePendingAttendance } from '../attendance/usePendingAttendance';
import { outbox } from '../attendance/outbox';
import { plannedDayLabel } from '../domain/shifts';
import { clockTime, greeting, hasTime, isoDateOf, shortDayDate } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { Photo } from '../ui/Photo';
import { StatusBadge } from '../ui/StatusBadge';
import { RecordVerification } from './attendance/RecordVerification';
import { FlowNotice } from './attendance/FlowNotice';
import { PrivacyNoticeLink } from './shell/PrivacyNoticeLink';
import { useAttendanceAttempt } from './attendance/useAttendanceAttempt';
import { LiveClock } from './LiveClock';
import { OfflineMark } from './shell/OfflineMark';
import { DeviceOfferCard } from './passkey/DeviceOfferCard';

const LABELS = { in: { title: 'Masuk', button: 'Absen Masuk' }, out: { title: 'Pulang', button: 'Absen Pulang' } } as const;

export function DashboardPage() {
  const { data, error, mutate } = useSWR(DASHBOARD_KEY, fetchDashboard);
  const pending = usePendingAttendance();
  const { mutate: mutateKey } = useSWRConfig();
  const refresh = useCallback(() => void mutate(), [mutate]);
  const attempt = useAttendanceAttempt('regular', data, refresh);

  const side = (direction: Direction) => {
    const done = direction === 'in' ? data?.is_absen_in : data?.is_absen_out;
    const waiting = pending.find((item) => kindOf(item) === 'regular' && item.direction === direction && item.refusal === null);
    const time = direction === 'in' ? data?.inpresent : data?.outpresent;
    const photo = direction === 'in' ? data?.inphoto : data?.outphoto;
    const record = (direction === 'in' ? data?.in_record : data?.out_record) ?? null;
    return { done: Boolean(done), waiting, time: time && hasTime(time) ? time : null, photo: photoSrc(photo ?? null), record };
  };

  return (
    <div className="flex flex-col gap-4">
      <OfflineMark data={data} error={error} />
      <section className="card">
        <p className="text-ink-muted">{greeting(new Date().getHours())},</p>
        <h1 className="text-xl font-bold text-ink">{data?.name ?? '…'}</h1>
        {/* The lines are there before the data, so that nothing under them moves when it comes (no layout shift). */}
        <p className="min-h-5 truncate text-sm text-ink-muted">{data && `${data.position} · ${data.department}`}</p>
        <p className="min-h-5 truncate text-sm text-ink-muted">{data?.office}</p>
      </section>

      <section className="card" aria-label="Absen hari ini">
        <LiveClock />
        {data?.shift ? (
          <p className="mt-1 min-h-5 text-center text-sm text-ink-muted" data-testid="today-shift">
            Shift {data.shift.date === isoDateOf(new Date()) ? 'hari ini' : shortDayDate(data.shift.date)}: <span className="font-semibold text-ink">{plannedDayLabel(data.shift)}</span>
          </p>
        ) : (
          !data && <p className="mt-1 min-h-5" />
        )}
        <div className="mt-3 flex justify-center">
          {pending.some((item) => kindOf(item) === 'regular' && item.refusal === null) ? (
            <StatusBadge label="Menunggu Terkirim" tone="warn" testId="absent-status" />
          ) : data ? (
            <StatusBadge label={data.absent_status} color={data.absent_color} testId="absent-status" />
          ) : (
            <StatusBadge label="Memuat..." tone="info" testId="absent-status" />
          )}
        </div>
        <FlowNotice text={attempt.notice} />
        {error && !data && (
          <div className="mt-3">
            <LoadError error={error} fallback="Data absen tidak dapat dimuat." onRetry={() => void mutate()} />
          </div>
        )}
        <div className="mt-4 grid grid-cols-2 gap-3">
          {(['in', 'out'] as const).map((direction) => {
            const { done, waiting, time, photo, record } = side(direction);
            return (
              <div key={direction} className="flex min-w-0 flex-col items-center gap-2 rounded-control bg-canvas p-2 sm:p-3" data-testid={`absen-${direction}`}>
                <p className="text-sm font-semibold text-ink-muted">{LABELS[direction].title}</p>
                <Photo src={photo} alt={`Foto absen ${LABELS[direction].title.toLowerCase()}`} />
                <p className="time-figures whitespace-nowrap text-lg text-ink" data-testid={`time-${direction}`}>
                  {time ?? (waiting ? clockTime(new Date(waiting.keptAt)) : '--:--:--')}
                </p>
                {record && <RecordVerification record={record} testId={`verification-${direction}`} />}
                <button
                  type="button"
                  className="btn-primary w-full px-2 text-sm leading-tight"
                  disabled={done || Boolean(waiting) || !data || attempt.open}
                  onClick={() => attempt.start(direction)}
                >
                  {done ? 'Sudah Absen' : waiting ? 'Menunggu Terkirim' : LABELS[direction].button}
                </button>
              </div>
            );
          })}
        </div>
        {/* Its room is kept while the data comes, as the greeting's lines are. */}
        {!data && !error && <p className="mt-3 min-h-11" />}
        {data?.work_date && (
          <p className="mt-3 text-center">
            <Link href={`/pengajuan-koreksi?tanggal=${data.work_date}`} className="focus-ring inline-flex min-h-11 items-center text-sm font-semibold text-brand underline">
              Lupa absen atau jamnya salah? Ajukan koreksi
            </Link>
          </p>
        )}
      </section>

      {/* Below today's buttons: 'Absen Masuk' stays on the first screen whatever is offered (issue 51). */}
      <DeviceOfferCard />

      {pending.length > 0 && (
        <section className="rounded-card bg-tone-warn-bg p-4" aria-label="Absen belum terkirim">
          {pending.map((item) => (
            <div key={item.id} className="text-sm text-tone-warn-fg" data-testid="pending-attendance">
              <p className="font-semibold">
                Absen {LABELS[item.direction].title.toLowerCase()}
                {item.kind === 'overtime' ? ' lembur' : ''} pukul {clockTime(new Date(item.keptAt))}{' '}
                {item.refusal ? 'ditolak server' : 'belum terkirim'}
              </p>
              <p>{item.refusal ?? 'Tersimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.'}</p>
              {item.refusal && (
                <button
                  type="button"
                  className="focus-ring mt-1 min-h-11 font-semibold underline"
                  onClick={() => void outbox.remove(item.id).then(() => mutateKey(OUTBOX_KEY))}
                >
                  Hapus
                </button>
              )}
            </div>
          ))}
        </section>
      )}

      {data && data.next_shifts.length > 0 && (
        <section className="card" aria-labelledby="next-shifts">
          <h2 id="next-shifts" className="font-semibold text-ink">
            Jadwal hari berikutnya
          </h2>
          <ul className="mt-2 divide-y divide-line text-sm" data-testid="next-shifts">
            {data.next_shifts.map((day) => (
              <li key={day.date} className="flex justify-between gap-2 py-1.5">
                <span className="text-ink-muted">{shortDayDate(day.date)}</span>
                <span className={day.name === null ? 'text-ink-muted' : 'font-semibold text-ink'}>{plannedDayLabel(day)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* Last on the page: shown once the data came, in its place, instead of being pushed down by it. */}
      {(data || error) && <PrivacyNoticeLink />}

      {attempt.flow}
    </div>
  );
}
