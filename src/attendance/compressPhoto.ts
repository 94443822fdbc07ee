/** Spec: photos are scaled and compressed before upload: JPEG, short side at least 480 px, aiming at 50 KB. */
export const PHOTO_SHORT_SIDE = 480;
export const PHOTO_TARGET_BYTES = 50_000;
const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4];

export async function compressPhoto(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  const scale = Math.min(1, PHOTO_SHORT_SIDE / Math.min(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let smallest: Blob | null = null;
  for (const quality of QUALITIES) {
    smallest = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!smallest) break;
    if (smallest.size <= PHOTO_TARGET_BYTES) return smallest;
  }
  if (!smallest) throw new Error('JPEG encoding failed');
  return smallest;
}
