import { submitAttendance, uploadPhotos } from '../api/attendance';
import { toCallFailure } from '../api/callFailure';
import { DIRECTION_CODE, type PendingAttendance } from '../domain/attendance';
import { type OutboxItem, outbox } from './outbox';

/** Uploads the photos of a pending clock-in/out (once) and submits it with its idempotency key. */
export async function deliver(pending: PendingAttendance, onUploaded?: (filenames: NonNullable<PendingAttendance['filenames']>) => Promise<void>) {
  let filenames = pending.filenames;
  if (!filenames) {
    filenames = await uploadPhotos({ face: pending.photos.face!, location: pending.photos.location, letter: pending.photos.letter }, DIRECTION_CODE[pending.direction]);
    await onUploaded?.(filenames);
  }
  return submitAttendance(
    { ...pending.submit, filename_face: filenames.filename_image, filename_location: filenames.filename_location, filename_letter: filenames.filename_letter },
    pending.id,
  );
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
      await deliver(item, (filenames) => outbox.update({ ...item, filenames } satisfies OutboxItem));
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
