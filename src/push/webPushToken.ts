import { WEB_PUSH_TOKEN_PREFIX } from '../domain/push';

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const bytesOfBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** A Web Push subscription as the device token the app keeps and the server sends to: `webpush:` + base64url(JSON). */
export function webPushToken(subscription: PushSubscription): string {
  const { endpoint, keys } = subscription.toJSON();
  return WEB_PUSH_TOKEN_PREFIX + base64url(new TextEncoder().encode(JSON.stringify({ endpoint, keys })));
}

export const isWebPushToken = (token: string) => token.startsWith(WEB_PUSH_TOKEN_PREFIX);

/** Whether a subscription was made for this application server key (a build that changed services has another). */
export function isForKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  return own !== null && base64url(new Uint8Array(own)) === base64url(key);
}
