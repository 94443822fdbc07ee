import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract/hr';
import { auditChanges, auditMoment, auditSentence } from '../../src/format/auditEntry';

const RINA = { id: 8, name: 'Rina Kusumawati' };
const ANDI = { id: 13, name: 'Andi Saputra' };
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1, at: '2026-11-26T00:41:00.000Z', actor: RINA, action: 'record.decide', entity: 'attendance', entity_id: '4159', before: null, after: null, subject: ANDI, record: null, ...fields,
});

/** The sentences an auditor reads (issue 48: "Rina Kusumawati menyetujui absen masuk Andi Saputra, Kamis 26 November 2026 07.41 WIB"). */
describe('audit entries in words', () => {
  it.each([
    [{ after: { verification: 'verified', note: null }, record: { direction: 'in', from: '2026-11-26', to: '2026-11-26' } }, 'Rina Kusumawati menyetujui absen masuk Andi Saputra, Kamis, 26 November 2026'],
    [{ after: { verification: 'rejected', note: 'Foto buram' }, entity: 'overtime', record: { direction: 'out', from: '2026-11-25', to: '2026-11-25' } }, 'Rina Kusumawati menolak selesai lembur Andi Saputra, Rabu, 25 November 2026'],
    [{ action: 'record.correct', record: { direction: 'out', from: '2026-11-26', to: '2026-11-26' } }, 'Rina Kusumawati mengoreksi absen pulang Andi Saputra, Kamis, 26 November 2026'],
    [{ action: 'leave.decide', entity: 'leave_request', after: { status: '1', note: null }, record: { direction: null, from: '2026-12-01', to: '2026-12-03' } }, 'Rina Kusumawati menyetujui pengajuan izin Andi Saputra, 01 Desember 2026 s.d. 03 Desember 2026'],
    [{ action: 'leave.decide', entity: 'leave_request', after: { status: '2', note: 'Kurang orang' }, record: { direction: null, from: '2026-12-01', to: '2026-12-01' } }, 'Rina Kusumawati menolak pengajuan izin Andi Saputra, 01 Desember 2026'],
    [{ action: 'correction.decide', entity: 'correction_request', after: { status: 'approved', note: null }, record: { direction: 'in', from: '2026-11-23', to: '2026-11-23' } }, 'Rina Kusumawati menyetujui pengajuan koreksi absen masuk Andi Saputra, Senin, 23 November 2026'],
    [{ action: 'correction.decide', entity: 'correction_request', after: { status: 'rejected', note: 'Tidak ada surat' }, record: { direction: 'out', from: '2026-11-24', to: '2026-11-24' } }, 'Rina Kusumawati menolak pengajuan koreksi absen pulang Andi Saputra, Selasa, 24 November 2026'],
    [{ action: 'record.add', entity: 'attendance', record: { direction: 'in', from: '2026-11-24', to: '2026-11-24' } }, 'Rina Kusumawati menambahkan absen masuk Andi Saputra, Selasa, 24 November 2026'],
    [{ action: 'overtime_order.create', entity: 'overtime_order', record: { direction: null, from: '2026-11-21', to: '2026-11-21' } }, 'Rina Kusumawati memerintahkan lembur Andi Saputra, Sabtu, 21 November 2026'],
    [{ action: 'overtime_order.answer', entity: 'overtime_order', actor: ANDI, after: { status: 'declined' }, record: { direction: null, from: '2026-11-21', to: '2026-11-21' } }, 'Andi Saputra menolak perintah lembur, Sabtu, 21 November 2026'],
    [{ action: 'overtime_order.decide', entity: 'overtime_order', after: { status: 'agreed' }, record: { direction: null, from: '2026-11-22', to: '2026-11-22' } }, 'Rina Kusumawati menyetujui pengajuan lembur Andi Saputra, Minggu, 22 November 2026'],
    [{ action: 'settings.update', entity: 'settings', subject: null }, 'Rina Kusumawati mengubah pengaturan perusahaan'],
    [{ action: 'employee.deactivate', entity: 'employee' }, 'Rina Kusumawati menonaktifkan Andi Saputra'],
    [{ action: 'passkey.revoke', entity: 'employee' }, 'Rina Kusumawati mencabut perangkat absen Andi Saputra'],
    [{ action: 'office.create', entity: 'office', subject: null, after: { name: 'IPA Kaligarang' } }, 'Rina Kusumawati menambahkan kantor "IPA Kaligarang"'],
    [{ action: 'employee.role', entity: 'employee', actor: null }, 'Perintah admin mengubah peran Andi Saputra'],
    [{ action: 'holiday.import', entity: 'holiday', entity_id: '2027', subject: null }, 'Rina Kusumawati mengimpor daftar hari libur tahun 2027'],
    [{ action: 'face.reference.add', entity: 'employee' }, 'Rina Kusumawati menambahkan foto rujukan wajah Andi Saputra'],
    [{ action: 'face.reference.remove', entity: 'employee' }, 'Rina Kusumawati menghapus foto rujukan wajah Andi Saputra'],
    [{ action: 'personal.change.decide', entity: 'employee', after: { status: 'approved', field: 'birth_place', value: 'Semarang' } }, 'Rina Kusumawati menyetujui perubahan Tempat Lahir Andi Saputra'],
    [{ action: 'personal.change.decide', entity: 'employee', after: { status: 'rejected', field: 'religion', value: 'Islam' } }, 'Rina Kusumawati menolak perubahan Agama Andi Saputra'],
  ] as const)('%j reads "%s"', (fields, sentence) => expect(auditSentence(entry(fields as Partial<AuditEntry>))).toBe(sentence));

  it('says when in WIB, and the change as named fields in words', () => {
    expect(auditMoment(entry({}))).toBe('Kamis, 26 November 2026 pukul 07:41 WIB');
    const change = entry({
      action: 'employee.update', entity: 'employee',
      before: { name: 'Andi', field_staff: 0, end_date: null, role: 'employee' },
      after: { name: 'Andi Saputra', field_staff: 1, end_date: '2026-12-31', role: 'hr' },
    });
    expect(auditChanges(change)).toEqual([
      { field: 'Nama', before: 'Andi', after: 'Andi Saputra' },
      { field: 'Pegawai lapangan', before: 'Tidak', after: 'Ya' },
      { field: 'Tanggal berhenti', before: '-', after: '31 Desember 2026' },
      { field: 'Peran', before: 'Pegawai', after: 'SDM' },
    ]);
    expect(auditChanges(entry({ before: { verification: 'pending' }, after: { verification: 'accepted_at_receipt', checked_at: '2026-11-26T00:41:00.000Z' } }))).toEqual([
      { field: 'Status', before: 'Menunggu Verifikasi', after: 'Diterima (Jam Diterima)' },
      { field: 'Jam absen', before: '-', after: 'Kamis, 26 November 2026 pukul 07:41 WIB' },
    ]);
    expect(auditChanges(entry({ entity: 'correction_request', before: { status: 'pending' }, after: { status: 'approved' } }))).toEqual([{ field: 'Status', before: 'Menunggu persetujuan', after: 'Disetujui' }]);
    expect(auditChanges(entry({ entity: 'employee', before: { request_id: 4, status: 'pending', field: 'birth_date', value: '1990-04-12' }, after: { request_id: 4, status: 'approved', field: 'birth_date', value: '1990-04-21' } }))).toEqual([
      { field: 'Nomor pengajuan', before: '4', after: '4' },
      { field: 'Status', before: 'Menunggu keputusan SDM', after: 'Disetujui' },
      { field: 'Data', before: 'Tanggal Lahir', after: 'Tanggal Lahir' },
      { field: 'Isi data', before: '12 April 1990', after: '21 April 1990' },
    ]);
    expect(auditChanges(entry({ entity: 'holiday', before: { name: 'Idulfitri', kind: 'national' }, after: { name: 'Cuti bersama Idulfitri', kind: 'cuti_bersama' } }))).toEqual([
      { field: 'Nama', before: 'Idulfitri', after: 'Cuti bersama Idulfitri' },
      { field: 'Jenis', before: 'Libur nasional', after: 'Cuti bersama' },
    ]);
    expect(auditChanges(entry({ entity: 'settings', before: { cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 }, after: { cuti_bersama_uses_quota: 1, forgotten_clock_out_hours: 2 } }))).toEqual([
      { field: 'Cuti bersama memotong kuota', before: 'Tidak', after: 'Ya' },
      { field: 'Batas lupa absen pulang (jam)', before: '6', after: '2' },
    ]);
  });
});
