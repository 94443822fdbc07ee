import type { OvertimeOrderStatus } from '../contract/overtimeOrders';

/** The words of an overtime order's status, as the employee, the supervisor and the audit log read them. */
export const OVERTIME_ORDER_STATUS_LABELS: Record<OvertimeOrderStatus, string> = {
  asked: 'Menunggu persetujuan atasan',
  ordered: 'Menunggu persetujuan pegawai',
  agreed: 'Disepakati',
  declined: 'Ditolak pegawai',
  rejected: 'Ditolak atasan',
};
