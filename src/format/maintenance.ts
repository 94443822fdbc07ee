import type { PassFailure, PassName, PassState, SkippedItem } from '../contract/maintenance';
import { ITEM_KINDS, MAINTENANCE_TEXTS, PASS_LABELS, UPKEEP_STEP_LABELS } from '../domain/maintenance';
import { fieldDate, wibDate, wibTime } from './indonesian';

/** '7 Desember 2026 pukul 23.00 WIB'. */
const moment = (iso: string) => `${fieldDate(wibDate(iso))} pukul ${wibTime(iso).slice(0, 5).replace(':', '.')} WIB`;

const kindOf = (item: string) => item.slice(0, Math.max(0, item.indexOf(':')));

/** 'berkas Ab3…', 'absen nomor 12', 'langkah "menghapus unggahan yang tidak dipakai"', 'pengingat pegawai nomor 7, 7 Desember 2026'. */
export function itemWords(item: string): string {
  const kind = kindOf(item);
  const id = item.slice(kind.length + 1);
  if (kind === 'run') return ITEM_KINDS.run!.one;
  if (kind === 'step') return `${ITEM_KINDS.step!.one} "${UPKEEP_STEP_LABELS[id] ?? id}"`;
  if (kind === 'file') return `${ITEM_KINDS.file!.one} ${id === '' ? '(tanpa nomor)' : id}`;
  if (kind === 'reminder') {
    const [employee = '', date = ''] = id.split(':');
    return `${ITEM_KINDS.reminder!.one} ${employee}${/^\d{4}-\d{2}-\d{2}$/.test(date) ? `, ${fieldDate(date)}` : ''}`;
  }
  const words = ITEM_KINDS[kind];
  return words ? `${words.one} ${id}` : item;
}

/** '2 berkas', '3 butir' (items of several kinds). */
function countWords(count: number, items: SkippedItem[]): string {
  const units = new Set(items.map((skipped) => ITEM_KINDS[kindOf(skipped.item)]?.unit ?? 'butir'));
  return `${count} ${units.size === 1 ? [...units][0] : 'butir'}`;
}

/** 'berkas tidak ditemukan (2), nomor berkas tidak sah': each reason once, with how many of the items shown had it. */
function reasonWords(items: SkippedItem[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of items) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => (count > 1 ? `${reason} (${count})` : reason)).join(', ');
}

/**
 * 'Penghapusan foto sesuai masa simpan 7 Desember 2026 pukul 23.00 WIB melewati 2 berkas: berkas tidak ditemukan,
 * nomor berkas tidak sah' (without `at`, no time: the audit log says it beside).
 */
export function skippedSentence(pass: PassName, at: string | null, count: number, items: SkippedItem[]): string {
  return `${PASS_LABELS[pass]}${at ? ` ${moment(at)}` : ''} melewati ${countWords(count, items)}${items.length > 0 ? `: ${reasonWords(items)}` : ''}`;
}

/** A pass's line in Pengaturan: its latest run, then its latest run that skipped something when there was one. */
export function passStateWords(state: PassState): { label: string; lastRun: string; lastFailure: string | null } {
  const lastRun = state.last_run_at
    ? `Terakhir berjalan ${moment(state.last_run_at)}, ${state.last_run_skipped === 0 ? MAINTENANCE_TEXTS.clean : `melewati ${state.last_run_skipped} butir`}`
    : MAINTENANCE_TEXTS.never;
  const lastFailure = state.last_failure_at ? skippedSentence(state.name, state.last_failure_at, state.last_failure_skipped, state.last_failure_items) : null;
  return { label: PASS_LABELS[state.name], lastRun, lastFailure };
}

/** 'berkas X: berkas tidak ditemukan; gagal 3 kali, terakhir 7 Desember 2026 pukul 23.00 WIB; tidak dicoba lagi'. */
export function failureWords(failure: PassFailure): string {
  const tries = failure.attempts === 1 ? 'gagal sekali' : `gagal ${failure.attempts} kali`;
  return `${itemWords(failure.item)}: ${failure.reason}; ${tries}, terakhir ${moment(failure.last_failed_at)}; ${failure.left_aside ? MAINTENANCE_TEXTS.leftAside : MAINTENANCE_TEXTS.retried}`;
}
