import { describe, expect, it } from 'vitest';
import { isWithinOffices } from '../../src/domain/attendance';
import { nearestOffice } from '../../server/attendance/geofence';
import { attendanceStatus } from '../../server/attendance/status';
import { distanceMeters } from '../../src/contract/geo';

const head = { id: 1, name: 'Kantor Pusat', latitude: -6.98265, longitude: 110.40925, radius_m: 100 };
const plant = { id: 2, name: 'IPA', latitude: -7.01905, longitude: 110.39972, radius_m: 150 };

describe('geofence', () => {
  it('measures great-circle distance', () => {
    expect(distanceMeters(head, head)).toBe(0);
    expect(Math.round(distanceMeters(head, { latitude: -6.98265 + 0.001, longitude: 110.40925 }))).toBe(111);
  });

  it('prefers an office the position is inside of, else the nearest', () => {
    expect(nearestOffice({ latitude: -7.019, longitude: 110.3997 }, [head, plant])).toMatchObject({ office: plant, inside: true });
    expect(nearestOffice({ latitude: -6.99, longitude: 110.41 }, [head, plant])).toMatchObject({ office: head, inside: false });
    expect(nearestOffice(head, [])).toBeNull();
  });

  it('lets the app judge inside the same way as the server', () => {
    expect(isWithinOffices({ latitude: -6.9835, longitude: 110.40925 }, [head])).toBe(true);
    expect(isWithinOffices({ latitude: -6.9837, longitude: 110.40925 }, [head])).toBe(false);
  });
});

describe('day status', () => {
  const counted = { verification: 'verified' };
  it('ranks late over early over outside over present', () => {
    expect(attendanceStatus({ clockIn: { is_late: 1, inside_office: 0, ...counted }, clockOut: { early: true, ...counted } }).status).toBe('Terlambat');
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 0, ...counted }, clockOut: { early: true, ...counted } }).status).toBe('Pulang Cepat');
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 0, ...counted } }).status).toBe('Dinas Luar');
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 1, ...counted }, clockOut: { early: false, ...counted } })).toEqual({ status: 'Hadir', color: '16a34a' });
    expect(attendanceStatus({ clockOut: { early: false, ...counted } }).status).toBe('Tidak Absen Masuk');
    expect(attendanceStatus({}).status).toBe('Belum Absen');
  });

  it('reads "Menunggu Verifikasi" while a record waits, and ignores a rejected one', () => {
    const pending = { verification: 'pending' };
    const rejected = { verification: 'rejected' };
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 1, ...pending } })).toEqual({ status: 'Menunggu Verifikasi', color: 'a16207' });
    expect(attendanceStatus({ clockIn: { is_late: 1, inside_office: 1, ...counted }, clockOut: { early: false, ...pending } }).status).toBe('Menunggu Verifikasi');
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 1, ...rejected } }).status).toBe('Belum Absen');
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 1, ...rejected }, clockOut: { early: false, ...counted } }).status).toBe('Tidak Absen Masuk');
    expect(attendanceStatus({ clockIn: { is_late: 0, inside_office: 1, verification: 'accepted_at_receipt' } }).status).toBe('Hadir');
  });
});
