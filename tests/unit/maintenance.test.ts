import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract/hr';
import type { PassState } from '../../src/contract/maintenance';
import { FAILURE_REASONS } from '../../src/domain/maintenance';
import { auditChanges, auditSentence } from '../../src/format/auditEntry';
import { failureWords, itemWords, passStateWords, skippedSentence } from '../../src/format/maintenance';

/** 23.00 WIB on 7 December 2026. */
const AT = '2026-12-07T16:00:00.000Z';

/**
 * What HR reads of a pass that skipped items: "the HR console shows, in words, which pass left failures and what
 * ('Penghapusan foto 7 Desember 2026 pukul 23.00 melewati 2 berkas: berkas tidak ditemukan …')".
 */
describe('the passes in words', () => {
  it('names what a pass skipped and why, once a reason', () => {
    const items = [
      { item: 'file:Ab3dEf6hIj9lMn2pQr5tUv8x', reason: FAILURE_REASONS.fileMissing },
      { item: 'file:', reason: FAILURE_REASONS.malformedFileId },
      { item: 'file:Zz3dEf6hIj9lMn2pQr5tUv8x', reason: FAILURE_REASONS.fileMissing },
    ];
    expect(skippedSentence('retention', AT, 3, items)).toBe(
      'Penghapusan foto sesuai masa simpan 7 Desember 2026 pukul 23.00 WIB melewati 3 berkas: berkas tidak ditemukan (2), nomor berkas tidak sah',
    );
    // Items of several kinds are counted as such; more skipped than kept in words: the count says it.
    expect(skippedSentence('retention', null, 25, [...items, { item: 'attendance:12', reason: 'kesalahan: basis data terkunci' }])).toBe(
      'Penghapusan foto sesuai masa simpan melewati 25 butir: berkas tidak ditemukan (2), nomor berkas tidak sah, kesalahan: basis data terkunci',
    );
  });

  it.each([
    ['file:', 'berkas (tanpa nomor)'],
    ['attendance:12', 'absen nomor 12'],
    ['face_check:7', 'pemeriksaan wajah nomor 7'],
    ['reminder:31:2026-12-07', 'pengingat pegawai nomor 31, 7 Desember 2026'],
    ['step:announcements', 'langkah "memberi tahu pengumuman yang mulai tayang"'],
    ['run:', 'seluruh putaran'],
  ])('calls %s "%s"', (item, words) => expect(itemWords(item)).toBe(words));

  it("says each pass's latest run and its latest run that skipped something", () => {
    const state: PassState = {
      name: 'face_checks', last_run_at: AT, last_run_skipped: 0, last_failure_at: '2026-12-07T01:30:00.000Z', last_failure_skipped: 1,
      last_failure_items: [{ item: 'face_check:7', reason: FAILURE_REASONS.keyMissing }],
    };
    expect(passStateWords(state)).toEqual({
      label: 'Pemeriksaan wajah',
      lastRun: 'Terakhir berjalan 7 Desember 2026 pukul 23.00 WIB, tanpa ada yang dilewati',
      lastFailure: 'Pemeriksaan wajah 7 Desember 2026 pukul 08.30 WIB melewati 1 pemeriksaan wajah: kunci enkripsinya sudah tidak ada di PHOTO_KEYS',
    });
    expect(passStateWords({ ...state, last_run_at: null, last_failure_at: null, last_failure_skipped: 0, last_failure_items: [] })).toEqual({ label: 'Pemeriksaan wajah', lastRun: 'Belum pernah berjalan', lastFailure: null });
  });

  it('says a listed failure with how often it failed and whether it is tried again', () => {
    const failure = { pass: 'retention' as const, item: 'file:Ab3dEf6hIj9lMn2pQr5tUv8x', reason: FAILURE_REASONS.notAFile, attempts: 3, first_failed_at: AT, last_failed_at: AT, left_aside: true };
    expect(failureWords(failure)).toBe(
      'berkas Ab3dEf6hIj9lMn2pQr5tUv8x: bukan berkas (sebuah folder); gagal 3 kali, terakhir 7 Desember 2026 pukul 23.00 WIB; tidak dicoba lagi; periksa penyebabnya',
    );
    expect(failureWords({ ...failure, attempts: 1, left_aside: false })).toBe(
      'berkas Ab3dEf6hIj9lMn2pQr5tUv8x: bukan berkas (sebuah folder); gagal sekali, terakhir 7 Desember 2026 pukul 23.00 WIB; dicoba lagi pada putaran berikutnya',
    );
  });

  it('reads a run that skipped items in the audit log', () => {
    const entry: AuditEntry = {
      id: 1, at: AT, actor: null, action: 'maintenance.skipped', entity: 'maintenance', entity_id: 'retention', before: null, subject: null, record: null,
      after: { pass: 'retention', skipped: 2, items: [{ item: 'file:', reason: FAILURE_REASONS.malformedFileId }, { item: 'file:Ab3dEf6hIj9lMn2pQr5tUv8x', reason: FAILURE_REASONS.fileMissing }] },
    };
    expect(auditSentence(entry)).toBe('Penghapusan foto sesuai masa simpan melewati 2 berkas: nomor berkas tidak sah, berkas tidak ditemukan');
    expect(auditChanges(entry)).toEqual([
      { field: 'Pemeliharaan', before: '-', after: 'Penghapusan foto sesuai masa simpan' },
      { field: 'Butir dilewati', before: '-', after: '2' },
      { field: 'Butir dan alasannya', before: '-', after: 'berkas (tanpa nomor): nomor berkas tidak sah; berkas Ab3dEf6hIj9lMn2pQr5tUv8x: berkas tidak ditemukan' },
    ]);
  });
});
