import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import { WEB_PUSH_TOKEN_PREFIX } from '../../src/domain/push';
import { FcmSender, type PushMessage, type SendResult } from './fcmSender';
import { WebPushSender } from './webPushSender';

interface Sender {
  send(token: string, message: PushMessage): Promise<SendResult>;
}

/**
 * Sends notifications after the request that caused them has answered: a slow or failing push service never delays
 * or fails a clock-in or a decision. Web Push subscriptions (`webpush:` tokens) get standard Web Push with this
 * server's VAPID key; Firebase tokens get FCM when its credentials are set. Every notification is recorded per
 * employee with what became of it.
 */
export class Notifier {
  readonly #db: Kysely<Database>;
  readonly #fcm: Sender | null;
  readonly #webPush: Sender;
  readonly #now: () => Date;
  #queue: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>, senders: { fcm: Sender | null; webPush: Sender }, now: () => Date) {
    this.#db = db;
    this.#fcm = senders.fcm;
    this.#webPush = senders.webPush;
    this.#now = now;
  }

  notify(employeeIds: number[], message: PushMessage): void {
    if (employeeIds.length === 0) return;
    this.#queue = this.#queue
      .then(() => this.#deliver(employeeIds, message))
      .catch((error: unknown) => console.error('Notifikasi gagal dikirim:', error));
  }

  /** Resolves when everything queued so far has been tried (tests, shutdown, the admin command). */
  idle(): Promise<void> {
    return this.#queue;
  }

  async #deliver(employeeIds: number[], message: PushMessage) {
    const createdAt = this.#now().toISOString();
    for (const employeeId of employeeIds) {
      const status = await this.#sendToDevices(employeeId, message);
      if (status === 'recorded') console.info(`Notifikasi (tanpa FCM) untuk pegawai ${employeeId}: ${message.title} — ${message.body}`);
      await this.#db.insertInto('notifications').values({ employee_id: employeeId, ...message, created_at: createdAt, status }).execute();
    }
  }

  /** 'sent' to at least one phone, 'failed' when every try failed, 'recorded' when only FCM tokens and no FCM credentials. */
  async #sendToDevices(employeeId: number, message: PushMessage) {
    const tokens = await this.#db.selectFrom('device_tokens').select('token').where('employee_id', '=', employeeId).execute();
    if (tokens.length === 0) return 'no_device';
    let [sent, tried] = [false, false];
    for (const { token } of tokens) {
      const sender = token.startsWith(WEB_PUSH_TOKEN_PREFIX) ? this.#webPush : this.#fcm;
      if (!sender) continue;
      tried = true;
      const result = await sender.send(token, message).catch((error: unknown) => {
        console.warn('Push:', error);
        return 'failed' as const;
      });
      if (result === 'gone') await this.#db.deleteFrom('device_tokens').where('token', '=', token).execute();
      sent ||= result === 'sent';
    }
    return sent ? 'sent' : tried ? 'failed' : 'recorded';
  }
}

/** Web Push always; FCM when FCM_SERVICE_ACCOUNT is set (docs/push.md). */
export function notifierFor(db: Kysely<Database>, config: ServerConfig, now: () => Date): Notifier {
  return new Notifier(db, { fcm: config.fcm ? new FcmSender(config.fcm) : null, webPush: new WebPushSender(config.webPush) }, now);
}
