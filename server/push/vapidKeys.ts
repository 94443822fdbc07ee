import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createECDH } from 'node:crypto';
import { join } from 'node:path';

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
    checkKeyPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey, privateKey, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = newVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** A new pair as VAPID writes it (RFC 8292): the public key the uncompressed P-256 point, the private key its scalar. */
function newVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The scalar is 32 bytes; OpenSSL leaves out its leading zero bytes.
  const scalar = Buffer.concat([Buffer.alloc(32), curve.getPrivateKey()]).subarray(-32);
  return { publicKey: curve.getPublicKey('base64url'), privateKey: scalar.toString('base64url') };
}

/** Throws unless the private key is a P-256 scalar and the public key the point it makes. */
function checkKeyPair(publicKey: string, privateKey: string): void {
  const curve = createECDH('prime256v1');
  try {
    curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  } catch {
    throw new Error('VAPID_PRIVATE_KEY tidak valid.');
  }
  if (!curve.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))) throw new Error('VAPID_PUBLIC_KEY bukan pasangan VAPID_PRIVATE_KEY.');
}
