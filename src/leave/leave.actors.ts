import { calling, deciding } from '../api/callingActor';
import { cancelLeave, decideLeave, fetchLeaveQuota, submitLeave, uploadLeaveAttachment } from '../api/leave';
import type { LeaveRequestInput } from '../contract/schemas';
import type { DecisionRequest, LeaveAttachment, LeaveQuotaRequest, LeaveQuotaView } from '../domain/leave';

/** The real actors of the leave form, given to leaveFormMachine.provide() by the view. */
export const leaveFormActors = {
  fetchQuota: calling(async (range: LeaveQuotaRequest, signal): Promise<LeaveQuotaView> => {
    const dates = range.startDate && range.endDate && range.startDate <= range.endDate ? { start_date: range.startDate, end_date: range.endDate } : {};
    try {
      const quota = await fetchLeaveQuota(dates, signal);
      return { left: quota.akhir_sisa_kuota, workingDays: quota.hari_kerja, cutiBersama: quota.cuti_bersama ?? 0 };
    } catch (error) {
      // docs/product.md §8: a quota failure is only logged; the form clears the quota.
      console.warn('Kuota cuti tidak dapat dimuat:', error);
      throw error;
    }
  }),
  uploadAttachment: calling(async (attachment: LeaveAttachment, signal) => {
    try {
      return await uploadLeaveAttachment(attachment.file, signal);
    } catch (error) {
      console.warn('Lampiran gagal diunggah:', error);
      throw error;
    }
  }),
  submitLeave: calling(({ request, key }: { request: LeaveRequestInput; key: string }, signal) => submitLeave(request, key, signal)),
};

/** The real actor of the cancel and approval dialogs. */
export const leaveDecisionActors = {
  decide: deciding(({ action, id }: DecisionRequest, note, signal) => (action === 'cancel' ? cancelLeave(id, signal) : decideLeave({ id, decision: action, note }, signal))),
};
