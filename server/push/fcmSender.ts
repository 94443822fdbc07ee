import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';

/** What a device shows (docs/product.md §3: title, body, icon, image, data, link); `link` is a path of the app. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
}

export type SendResult = 'sent' | 'gone' | 'failed';

export interface FcmSettings {
  /** The service account's JSON key file (Firebase console → Project settings → Service accounts). */
  serviceAccountFile: string;
  /** Default https://fcm.googleapis.com/v1/projects/{project_id}/messages:send; tests point it at a stand-in. */
  endpoint?: string;
  /** Default the key file's token_uri (https://oauth2.googleapis.com/token). */
  tokenUrl?: string;
}

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const CALL_LIMIT_MS = 10_000;

/** FCM HTTP v1: an OAuth token from the service account's signed JWT, then one call per device token. */
export class FcmSender {
  readonly #account: ServiceAccount;
  readonly #endpoint: string;
  readonly #tokenUrl: string;
  #accessToken: { value: string; expiresAt: number } | null = null;

  constructor(settings: FcmSettings) {
    this.#account = JSON.parse(readFileSync(settings.serviceAccountFile, 'utf8')) as ServiceAccount;
    if (!this.#account.project_id || !this.#account.client_email || !this.#account.private_key) {
      throw new Error(`FCM_SERVICE_ACCOUNT ${settings.serviceAccountFile}: project_id, client_email dan private_key diperlukan.`);
    }
    this.#endpoint = settings.endpoint ?? `https://fcm.googleapis.com/v1/projects/${this.#account.project_id}/messages:send`;
    this.#tokenUrl = settings.tokenUrl ?? this.#account.token_uri ?? 'https://oauth2.googleapis.com/token';
  }

  async #token(): Promise<string> {
    const now = Date.now();
    if (this.#accessToken && this.#accessToken.expiresAt > now + 60_000) return this.#accessToken.value;
    const issuedAt = Math.floor(now / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.#account.client_email)
      .setAudience(this.#tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(createPrivateKey(this.#account.private_key));
    const answer = await fetch(this.#tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
    });
    if (!answer.ok) throw new Error(`FCM: token OAuth ditolak (${answer.status}).`);
    const { access_token, expires_in } = (await answer.json()) as { access_token: string; expires_in: number };
    this.#accessToken = { value: access_token, expiresAt: now + expires_in * 1000 };
    return access_token;
  }

  /** 'gone': FCM says the token is no longer registered (404 / UNREGISTERED); the caller forgets it. */
  async send(deviceToken: string, message: PushMessage): Promise<SendResult> {
    const answer = await fetch(this.#endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.#token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: {
          token: deviceToken,
          notification: { title: message.title, body: message.body },
          data: { link: message.link },
          webpush: { notification: { icon: '/icon-192.png' }, headers: { Urgency: 'high' } },
        },
      }),
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
    });
    if (answer.ok) return 'sent';
    const text = await answer.text();
    return answer.status === 404 || text.includes('UNREGISTERED') ? 'gone' : 'failed';
  }
}
