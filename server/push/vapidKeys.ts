import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

export interface WebPushSettings {
  /** The VAPID key pair: base64url, the public key an uncompressed P-256 point, the private key its 32-byte scalar. */
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for push services that need to reach them: a `mailto:` or `https:` URL. */
  subject: string;
  /**
   * Origins a subscription's endpoint may have besides the push services of the browsers (docs/push.md); the tests'
   * loopback stand-in is one. Never set from the environment.
   */
  extraPushOrigins?: string[];
}

const DEFAULT_SUBJECT = 'mailto:admin@localhost';

/**
 * The keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both, or neither), or a pair generated on first start and kept
 * in DATA_DIR/vapid-keys.json, like the JWT secret. Several servers must share one pair: set the variables.
 */
export function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv): WebPushSettings {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT tidak valid: ${subject} (mailto:… atau https://…)`);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY dan VAPID_PRIVATE_KEY harus diisi keduanya.');
    webPush.setVapidDetails(subject, env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY); // throws on a malformed key
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey, privateKey, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
