import type { DecisionInput } from './flow';

/**
 * Payroll periods HR closes once paid (docs/hr.md, "Periods"): the server's messages and the console's words. `days`
 * is the period's dates in words ('26 Oktober – 25 November 2026', src/format/indonesian.ts `dayRange`).
 */
export const PERIOD_MESSAGES = {
  /** Every change to a closed period's days is refused with this (docs/hr.md, "Periods"). */
  closed: (days: string) => `Periode ${days} sudah ditutup`,
  notEnded: (days: string) => `Periode ${days} belum berakhir dan belum dapat ditutup.`,
  notClosed: (days: string) => `Periode ${days} belum ditutup.`,
  closedDone: (days: string) => `Periode ${days} ditutup. Rekap dan berkasnya disimpan.`,
  reopened: (days: string) => `Periode ${days} dibuka kembali.`,
  adminOnly: 'Hanya admin yang dapat membuka kembali periode yang sudah ditutup.',
  reasonRequired: 'Tuliskan alasan membuka kembali periode.',
} as const;

/** 'Terbuka', or 'Ditutup pada Rabu, 02 Desember 2026 pukul 09:00 WIB, oleh Fitri Handayani' (`moment` in words). */
export const periodStateText = (closed: { moment: string; by: string | null } | null) =>
  closed === null ? 'Terbuka' : `Ditutup pada ${closed.moment}, oleh ${closed.by ?? '-'}`;

/** What the console asks the server to do to a period. */
export interface PeriodChange {
  action: 'close' | 'reopen';
  period: string;
}

/** The decision flow's input (docs/product.md: one dialog for every decision) for closing or reopening a period. */
export const periodChangeInput = (change: PeriodChange, days: string): DecisionInput<PeriodChange> => {
  const closing = change.action === 'close';
  return {
    wording: {
      question: closing ? PERIOD_WORDS.closeQuestion : PERIOD_WORDS.reopenQuestion,
      confirmLabel: closing ? PERIOD_WORDS.close : PERIOD_WORDS.reopen,
      busyText: closing ? PERIOD_WORDS.closing : PERIOD_WORDS.reopening,
      done: closing ? PERIOD_WORDS.closeDone : PERIOD_WORDS.reopenDone,
      failedTitle: closing ? PERIOD_WORDS.closeFailed : PERIOD_WORDS.reopenFailed,
      fallback: closing ? 'Gagal menutup periode.' : 'Gagal membuka kembali periode.',
    },
    subject: `Periode ${days}`,
    noteField: closing ? null : { label: PERIOD_WORDS.reasonLabel, required: true, missing: PERIOD_MESSAGES.reasonRequired },
    danger: !closing,
    reportsAnswer: false,
    request: change,
  };
};

/** The console's words for closing and reopening, and the heading of a recap's late records from closed periods. */
export const PERIOD_WORDS = {
  close: 'Tutup Periode',
  reopen: 'Buka Kembali',
  closeQuestion: 'Tutup periode ini? Rekap dan berkasnya disimpan apa adanya; koreksi, keputusan dan izin pada hari-harinya ditolak sesudahnya.',
  reopenQuestion: 'Buka kembali periode ini? Rekap yang disimpan dilepas dan perubahan pada hari-harinya diterima lagi.',
  closeDone: 'Periode Ditutup',
  reopenDone: 'Periode Dibuka Kembali',
  closing: 'Menutup periode...',
  reopening: 'Membuka kembali periode...',
  closeFailed: 'Periode Gagal Ditutup',
  reopenFailed: 'Periode Gagal Dibuka',
  reasonLabel: 'Alasan membuka kembali',
  adjustments: 'Penyesuaian periode sebelumnya',
} as const;
