import * as v from 'valibot';
import { WebPushSubscriptionSchema, type WebPushSubscription } from '../../src/contract/schemas';
import { WEB_PUSH_TOKEN_PREFIX } from '../../src/domain/push';
import type { PushMessage, SendResult } from './fcmSender';
import type { WebPushSettings } from './vapidKeys';

const CALL_LIMIT_MS = 10_000;
/** A notification still matters for a few days (a decision, a request waiting); a phone off longer gets it no more. */
const TIME_TO_LIVE_SECONDS = 3 * 24 * 60 * 60;

/**
 * The browsers' push services (Chrome's, Firefox's, Safari's, Edge's): a subscription elsewhere is refused, so that
 * no one can make this server send requests to an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** The subscription a `webpush:` device token holds, if it is one this server may send to; otherwise null. */
export function webPushSubscriptionOf(token: string, settings: WebPushSettings): WebPushSubscription | null {
  if (!token.startsWith(WEB_PUSH_TOKEN_PREFIX)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token.slice(WEB_PUSH_TOKEN_PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(WebPushSubscriptionSchema, json);
  if (!parsed.success) return null;
  const url = new URL(parsed.output.endpoint);
  const known = url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  return known || settings.extraPushOrigins?.includes(url.origin) ? parsed.output : null;
}

/**
 * Standard Web Push (RFC 8030, 8291, 8292) with the `web-push` library: the payload encrypted for the subscription's
 * keys, signed with this server's VAPID key, a time to live and high urgency; sent with fetch within a time limit.
 */
export class WebPushSender {
  constructor(private readonly settings: WebPushSettings) {}

  /** 'gone': the push service no longer knows the subscription (404 / 410), or the token is no subscription this server may use. */
  async send(token: string, message: PushMessage): Promise<SendResult> {
    const subscription = webPushSubscriptionOf(token, this.settings);
    if (!subscription) return 'gone';
    const payload = JSON.stringify({ notification: { title: message.title, body: message.body, icon: '/icon-192.png' }, data: { link: message.link } });
    // Loaded on the first notification: a server that sends none keeps its memory (docs/BENCHMARKS.md).
    const { default: webPush } = await import('web-push');
    const request = webPush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: this.settings.subject, publicKey: this.settings.publicKey, privateKey: this.settings.privateKey },
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: 'high',
    });
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(CALL_LIMIT_MS),
      redirect: 'error',
    });
    if (answer.ok) return 'sent';
    return answer.status === 404 || answer.status === 410 ? 'gone' : 'failed';
  }
}
