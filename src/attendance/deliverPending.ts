import { toCallFailure } from '../api/callFailure';
import type { PhotoUploadResponse } from '../contract/schemas';
import { DIRECTION_CODE, kindOf, type PendingAttendance, type PhotoUploadRequest } from '../domain/attendance';
import { type OutboxItem, outbox } from './outbox';
import { RECORD_CALLS } from './recordCalls';

/** Uploads the photos of either kind to its endpoint. */
export const uploadAttendancePhotos = ({ kind, direction, photos }: PhotoUploadRequest, signal?: AbortSignal): Promise<PhotoUploadResponse> =>
  RECORD_CALLS[kind].upload(photos, DIRECTION_CODE[direction], signal);

/** Uploads the photos of a pending clock-in/out or overtime (once) and submits it with its idempotency key. */
export async function deliver(pending: PendingAttendance, signal?: AbortSignal, onUploaded?: (filenames: PhotoUploadResponse) => Promise<void>) {
  const kind = kindOf(pending);
  let filenames = pending.filenames;
  if (!filenames) {
    filenames = await uploadAttendancePhotos({ kind, direction: pending.direction, photos: pending.photos }, signal);
    await onUploaded?.(filenames);
  }
  return RECORD_CALLS[kind].submit(pending.submit, filenames, pending.id, signal);
}

/**
 * Delivers the employee's kept clock-ins/outs in the order they were taken. Stops at the first connection
 * problem (the rest waits for the next try); a refusal is recorded on its item and not sent again.
 */
export async function deliverPending(nup: string): Promise<{ delivered: number; remaining: number }> {
  let delivered = 0;
  const items = (await outbox.list(nup)).filter((item) => item.refusal === null);
  for (const [index, item] of items.entries()) {
    try {
      await deliver(item, undefined, (filenames) => outbox.update({ ...item, filenames } satisfies OutboxItem));
      await outbox.remove(item.id);
      delivered++;
    } catch (error) {
      const failure = toCallFailure(error);
      if (failure.connection) return { delivered, remaining: items.length - index };
      await outbox.update({ ...item, refusal: failure.message ?? 'Absen ditolak server.' });
    }
  }
  return { delivered, remaining: 0 };
}
