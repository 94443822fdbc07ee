import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import { FcmSender, type PushMessage } from './fcmSender';

/**
 * Sends notifications after the request that caused them has answered: a slow or failing FCM never delays or fails
 * a clock-in or a decision. Every notification is recorded per employee; without credentials that record is all.
 */
export class Notifier {
  readonly #db: Kysely<Database>;
  readonly #sender: FcmSender | null;
  readonly #now: () => Date;
  #queue: Promise<void> = Promise.resolve();

  constructor(db: Kysely<Database>, sender: FcmSender | null, now: () => Date) {
    this.#db = db;
    this.#sender = sender;
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
      const status = this.#sender ? await this.#sendToDevices(this.#sender, employeeId, message) : 'recorded';
      if (status === 'recorded') console.info(`Notifikasi (tanpa FCM) untuk pegawai ${employeeId}: ${message.title} — ${message.body}`);
      await this.#db.insertInto('notifications').values({ employee_id: employeeId, ...message, created_at: createdAt, status }).execute();
    }
  }

  async #sendToDevices(sender: FcmSender, employeeId: number, message: PushMessage) {
    const tokens = await this.#db.selectFrom('device_tokens').select('token').where('employee_id', '=', employeeId).execute();
    if (tokens.length === 0) return 'no_device';
    let sent = false;
    for (const { token } of tokens) {
      const result = await sender.send(token, message).catch((error: unknown) => {
        console.warn('FCM:', error);
        return 'failed' as const;
      });
      if (result === 'gone') await this.#db.deleteFrom('device_tokens').where('token', '=', token).execute();
      sent ||= result === 'sent';
    }
    return sent ? 'sent' : 'failed';
  }
}

/** FCM when FCM_SERVICE_ACCOUNT is set, else only the record (docs/push.md). */
export function notifierFor(db: Kysely<Database>, config: ServerConfig, now: () => Date): Notifier {
  return new Notifier(db, config.fcm ? new FcmSender(config.fcm) : null, now);
}
