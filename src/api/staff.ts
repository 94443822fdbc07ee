import { StaffAttendanceListSchema, type StaffAttendanceQuery } from '../contract/schemas';
import { api } from './http';

export const staffAttendanceKey = ({ start_date, end_date }: StaffAttendanceQuery) => `mobile-v2/riwayat-absen-bawahan?start_date=${start_date}&end_date=${end_date}`;
export const fetchStaffAttendance = (range: StaffAttendanceQuery) =>
  api.get('mobile-v2/riwayat-absen-bawahan', { searchParams: { ...range } }).json(StaffAttendanceListSchema);
