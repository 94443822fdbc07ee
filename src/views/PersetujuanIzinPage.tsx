import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import type { LeaveDecisionInput } from '../../machines/leaveDecision.machine';
import { fetchLeaveInbox, LEAVE_INBOX_KEY } from '../api/leave';
import type { LeaveInboxItem } from '../contract/schemas';
import { LoadError } from '../ui/LoadError';
import { PageHeader } from './shell/PageHeader';

const DecisionDialog = lazy(() => import('./leave/DecisionDialog'));

function RequestCard({ item, onDecide }: { item: LeaveInboxItem; onDecide: (action: 'approve' | 'reject') => void }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-800">{item.name}</h2>
      <p className="text-sm text-slate-600">
        {item.position} · NUP {item.nup}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Jenis</dt>
        <dd className="text-slate-800">{item.reason}</dd>
        <dt className="text-slate-600">Tanggal</dt>
        <dd className="text-slate-800">{item.date}</dd>
        <dt className="text-slate-600">Hari kerja</dt>
        <dd className="text-slate-800">{item.working_days} hari</dd>
        {item.quota_left !== null && (
          <>
            <dt className="text-slate-600">Sisa kuota</dt>
            <dd className="text-slate-800">{item.quota_left} hari kerja</dd>
          </>
        )}
        <dt className="text-slate-600">Keterangan</dt>
        <dd className="text-slate-800">{item.description}</dd>
      </dl>
      {item.file && (
        <a href={item.file} target="_blank" rel="noopener" className="mt-2 inline-flex min-h-11 items-center font-semibold text-sky-700 underline">
          Lihat lampiran
        </a>
      )}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <button type="button" className="btn-secondary" onClick={() => onDecide('reject')}>
          Tolak
        </button>
        <button type="button" className="btn-primary" onClick={() => onDecide('approve')}>
          Setujui
        </button>
      </div>
    </li>
  );
}

/** The supervisor's inbox: pending requests of everyone below them, to approve or reject. */
export function PersetujuanIzinPage() {
  const { data, error, isLoading, mutate } = useSWR(LEAVE_INBOX_KEY, fetchLeaveInbox);
  const [deciding, setDeciding] = useState<LeaveDecisionInput | null>(null);
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-slate-50">
      <PageHeader title="Persetujuan Izin" subtitle="Pengajuan izin staf yang menunggu keputusan Anda" back="/info" />
      <main className="flex flex-col gap-3 p-4">
        {isLoading && <p role="status" className="py-8 text-center text-slate-500">Memuat...</p>}
        {error && <LoadError error={error} fallback="Daftar pengajuan izin tidak dapat dimuat." onRetry={() => void mutate()} />}
        {data?.length === 0 && <p className="py-8 text-center text-slate-500">Tidak ada pengajuan izin yang menunggu.</p>}
        {data && data.length > 0 && (
          <ul className="flex flex-col gap-3">
            {data.map((item) => (
              <RequestCard key={item.id} item={item} onDecide={(action) => setDeciding({ action, id: item.id, subject: `${item.name}: ${item.reason}, ${item.date}` })} />
            ))}
          </ul>
        )}
        {deciding && (
          <Suspense fallback={null}>
            <DecisionDialog key={`${deciding.action}-${deciding.id}`} input={deciding} onChanged={() => void mutate()} onClosed={() => setDeciding(null)} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
