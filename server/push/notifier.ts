import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database, NotificationTable } from '../db/types';
import { WEB_PUSH_TOKEN_PREFIX } from '../../src/domain/push';
import { type Cause, claimDueWindows, followUpOf, holdInWindow, isAsk, releaseWindow, withinHourlyLimit } from './coalescing';
import { FcmSender, type PushMessage, type SendResult } from './fcmSender';
import { WebPushSender } from './webPushSender';

interface Sender {
  send(token: string, message: PushMessage): Promise<SendResult>;
}

/**
 * Sends notifications after the request that caused them has answered: a slow or failing push service never delays
 * or fails a clock-in or a decision. Web Push subscriptions (`webpush:` tokens) get standard Web Push with this
 * server's VAPID key; Firebase tokens get FCM when its credentials are set. Every notification is recorded per
 * employee with what became of it. One that a person causes another (a `Cause`) is coalesced per sender, recipient
 * and kind, and what others ask of a recipient is limited per hour (docs/push.md, "Coalescing and limits").
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

  /** Without a cause: the system's own (reminders, announcements, notices), pushed as they come. */
  notify(employeeIds: number[], message: PushMessage, cause?: Cause): void {
    if (employeeIds.length === 0) return;
    this.#queue = this.#queue
      .then(() => this.#deliver(employeeIds, message, cause ?? null))
      .catch((error: unknown) => console.error('Notifikasi gagal dikirim:', error));
  }

  /** Resolves when everything queued so far has been tried (tests, shutdown, the admin command). */
  idle(): Promise<void> {
    return this.#queue;
  }

  /**
   * The minute pass: every window that ended holding notifications gets its follow-up, in whichever process claims
   * it first (the windows are in the database: one deferred by a process that stopped is not lost). A window that
   * fails is logged and left to a later pass; the others go on. Answers how many follow-ups went.
   */
  async sendFollowUps(): Promise<number> {
    const now = this.#now();
    let sent = 0;
    for (const window of await claimDueWindows(this.#db, now)) {
      try {
        const message = await followUpOf(this.#db, window);
        if (message) await this.#push(window.recipient_id, message, { from: window.sender_id, kind: window.kind }, now);
        await releaseWindow(this.#db, window, now, message !== null);
        if (message) sent += 1;
      } catch (error) {
        console.error(`Notifikasi susulan untuk pegawai ${window.recipient_id} gagal:`, error);
      }
    }
    return sent;
  }

  async #deliver(employeeIds: number[], message: PushMessage, cause: Cause | null) {
    const now = this.#now();
    for (const employeeId of employeeIds) {
      if (cause && (await holdInWindow(this.#db, cause, employeeId, now))) await this.#record(employeeId, message, cause, 'coalesced', now);
      else await this.#push(employeeId, message, cause, now);
    }
  }

  async #push(employeeId: number, message: PushMessage, cause: Cause | null, now: Date) {
    const limited = cause !== null && isAsk(cause.kind) && !(await withinHourlyLimit(this.#db, employeeId, now));
    const status = limited ? 'limited' : await this.#sendToDevices(employeeId, message);
    if (status === 'recorded') console.info(`Notifikasi (tanpa FCM) untuk pegawai ${employeeId}: ${message.title} — ${message.body}`);
    await this.#record(employeeId, message, cause, status, now);
  }

  async #record(employeeId: number, message: PushMessage, cause: Cause | null, status: NotificationTable['status'], now: Date) {
    await this.#db
      .insertInto('notifications')
      .values({ employee_id: employeeId, ...message, created_at: now.toISOString(), status, sender_id: cause?.from ?? null, kind: cause?.kind ?? null })
      .execute();
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
