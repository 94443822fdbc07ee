import { ApiError } from '../http/errors';
import { decodesWhole } from './decodeImage';
import { sniffImage } from './sniff';

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const ATTACHMENT_MESSAGES = {
  type: 'Lampiran harus berupa JPEG, PNG atau PDF.',
  mismatch: 'Isi lampiran tidak sesuai dengan jenisnya. Kirim JPEG, PNG atau PDF yang asli.',
  broken: 'Lampiran rusak atau tidak lengkap.',
  active: 'Lampiran PDF berisi skrip, tindakan otomatis atau berkas sisipan dan tidak diterima.',
} as const;

/** Names in a PDF's objects that run something or carry other files: never needed for a doctor's letter. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/;

function isWholePdf(bytes: Buffer): boolean {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1').includes('%%EOF');
}

const isAttachmentType = (type: string): type is AttachmentType => (ATTACHMENT_TYPES as readonly string[]).includes(type);

export interface Attachment {
  contentType: AttachmentType;
  width: number | null;
  height: number | null;
}

/**
 * An attachment is what its declared type says, judged from its bytes: a JPEG or PNG that decodes whole, or a
 * complete PDF without scripts, automatic actions or embedded files.
 */
export async function checkAttachment(declaredType: string, bytes: Buffer): Promise<Attachment> {
  if (!isAttachmentType(declaredType)) throw new ApiError(415, ATTACHMENT_MESSAGES.type);
  if (bytes.length === 0) throw new ApiError(400, ATTACHMENT_MESSAGES.broken);
  if (declaredType === 'application/pdf') {
    if (!isWholePdf(bytes)) throw new ApiError(400, sniffImage(bytes) ? ATTACHMENT_MESSAGES.mismatch : ATTACHMENT_MESSAGES.broken);
    if (ACTIVE_PDF.test(bytes.toString('latin1'))) throw new ApiError(400, ATTACHMENT_MESSAGES.active);
    return { contentType: 'application/pdf', width: null, height: null };
  }
  const image = sniffImage(bytes);
  if (!image || image.contentType !== declaredType) throw new ApiError(400, ATTACHMENT_MESSAGES.mismatch);
  if (!(await decodesWhole(bytes, image, 8192 * 8192))) throw new ApiError(400, ATTACHMENT_MESSAGES.broken);
  return { contentType: declaredType, width: image.width, height: image.height };
}
