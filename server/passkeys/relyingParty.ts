import type { ServerConfig } from '../config';
import { ApiError } from '../http/errors';

/** Whose passkeys these are: the app's host (the relying party's id) and the origin its pages are served from. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export const RP_NAME = 'Absensi PDAM';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

const loopbackOrigin = (origin: string | undefined): RelyingParty | null => {
  const url = origin && URL.canParse(origin) ? new URL(origin) : null;
  return url && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? { id: url.hostname, origin: url.origin } : null;
};

/**
 * The relying party: PUBLIC_ORIGIN in a deployment. Without it (development, tests) only a loopback origin, as the
 * browser reports it (the request's Origin, or the signed client data's origin), since browsers allow passkeys on
 * http://localhost and http://127.0.0.1 and nowhere else without TLS.
 */
export function relyingParty(config: Pick<ServerConfig, 'publicOrigin'>, origin: string | undefined): RelyingParty | null {
  if (config.publicOrigin) return { id: new URL(config.publicOrigin).hostname, origin: config.publicOrigin };
  return loopbackOrigin(origin);
}

export function requireRelyingParty(config: Pick<ServerConfig, 'publicOrigin'>, origin: string | undefined): RelyingParty {
  const party = relyingParty(config, origin);
  if (!party) throw new ApiError(400, 'Passkey hanya dapat dipakai di alamat resmi aplikasi. Hubungi admin (PUBLIC_ORIGIN belum diatur).');
  return party;
}

/** The origin the browser wrote into a response's signed client data ('' when it cannot be read). */
export function clientDataOrigin(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown };
    return typeof data.origin === 'string' ? data.origin : '';
  } catch {
    return '';
  }
}
