import type { Services } from '../http/context';
import { signedFileUrl } from './signedUrl';

/**
 * The URL through which the viewer reads a stored file. Callers only ask for files the viewer may see:
 * their own photos, their staff's photos (for supervisors) and announcement images.
 */
export function fileUrl(services: Services, fileId: string | null | undefined): string | null {
  return fileId ? signedFileUrl(fileId, services.config.jwtSecret, services.now()) : null;
}
