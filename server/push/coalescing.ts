import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { PushMessage } from './fcmSender';

/**
 * After a notification one person caused another is pushed, more of the same kind from the same sender to the same
 * recipient within this time are held and go as one follow-up at its end (docs/push.md, "Coalescing and limits").
 */
export const COALESCING_WINDOW_MS = 10 * 60_000;
/** Pushes a recipient gets in one clock hour of what others ask of them, across senders and kinds; beyond it, only the list. */
export const HOURLY_PUSH_LIMIT = 20;
/** A follow-up pass that claimed a window and stopped (a crash, a restart) leaves it to the next pass after this long. */
const CLAIM_EXPIRES_MS = 5 * 60_000;
/** Windows followed up by one pass; the rest wait for the next minute's. */
const PER_PASS = 200;

type Db = Kysely<Database>;

const COUNT = sql<number | string | bigint>`count(*)`.as('n');
const counted = async (row: Promise<{ n: number | string | bigint }>) => Number((await row).n);

interface Ask {
  /** What of this kind from the sender still waits for the recipient, now. */
  waiting(db: Db, senderId: number, recipientId: number): Promise<number>;
  followUp(count: number, senderName: string): PushMessage;
}

/**
 * What one person asks another to act on. Its follow-up counts what still waits when it goes (a request withdrawn
 * meanwhile is not counted; none waiting: no follow-up), and its pushes count against the recipient's hourly limit.
 */
const ASKS = {
  correction_request: {
    waiting: (db, senderId) => counted(db.selectFrom('correction_requests').select(COUNT).where('employee_id', '=', senderId).where('status', '=', 'pending').executeTakeFirstOrThrow()),
    followUp: (count, name) => ({ title: 'Pengajuan koreksi absen menunggu persetujuan', body: `${name}: ${count} pengajuan koreksi menunggu.`, link: '/verifikasi-absen' }),
  },
  leave_request: {
    waiting: (db, senderId) => counted(db.selectFrom('leave_requests').select(COUNT).where('employee_id', '=', senderId).where('status', '=', '0').executeTakeFirstOrThrow()),
    followUp: (count, name) => ({ title: 'Pengajuan izin menunggu persetujuan', body: `${name}: ${count} pengajuan izin menunggu.`, link: '/persetujuan-izin' }),
  },
  record_waiting: {
    waiting: async (db, senderId) => {
      const waitingIn = (table: 'attendance' | 'overtime') => counted(db.selectFrom(table).select(COUNT).where('employee_id', '=', senderId).where('verification', '=', 'pending').executeTakeFirstOrThrow());
      return (await waitingIn('attendance')) + (await waitingIn('overtime'));
    },
    followUp: (count, name) => ({ title: 'Absen menunggu verifikasi', body: `${name}: ${count} absen menunggu verifikasi.`, link: '/verifikasi-absen' }),
  },
  overtime_request: {
    waiting: (db, senderId) => counted(db.selectFrom('overtime_orders').select(COUNT).where('employee_id', '=', senderId).where('status', '=', 'asked').executeTakeFirstOrThrow()),
    followUp: (count, name) => ({ title: 'Pengajuan lembur menunggu persetujuan', body: `${name}: ${count} pengajuan lembur menunggu.`, link: '/perintah-lembur' }),
  },
  overtime_order: {
    waiting: (db, senderId, recipientId) =>
      counted(db.selectFrom('overtime_orders').select(COUNT).where('employee_id', '=', recipientId).where('ordered_by', '=', senderId).where('status', '=', 'ordered').executeTakeFirstOrThrow()),
    followUp: (count, name) => ({ title: 'Perintah lembur', body: `${name}: ${count} perintah lembur menunggu jawaban Anda.`, link: '/absen-lembur' }),
  },
} satisfies Record<string, Ask>;

/**
 * What one person tells another of something done: a decision on the recipient's own request or record, an answer to
 * the recipient's order. Its follow-up counts the notifications held; it is outside the hourly limit (there are only
 * as many as the recipient's own requests and orders).
 */
const TOLD = {
  overtime_answer: (count, name) => ({ title: 'Perintah lembur dijawab pegawai', body: `${name} menjawab ${count} perintah lembur lagi.`, link: '/perintah-lembur' }),
  correction_decided: (count, name) => ({ title: 'Pengajuan koreksi diputuskan', body: `${name} memutuskan ${count} pengajuan koreksi lagi.`, link: '/pengajuan-koreksi' }),
  leave_decided: (count, name) => ({ title: 'Pengajuan izin diputuskan', body: `${name} memutuskan ${count} pengajuan izin lagi.`, link: '/pengajuan-izin' }),
  attendance_decided: (count, name) => ({ title: 'Absen sudah diverifikasi', body: `${name} memverifikasi ${count} absen lagi.`, link: '/riwayat-absen' }),
  overtime_decided: (count, name) => ({ title: 'Absen lembur sudah diverifikasi', body: `${name} memverifikasi ${count} absen lembur lagi.`, link: '/absen-lembur' }),
  overtime_request_decided: (count, name) => ({ title: 'Pengajuan lembur diputuskan', body: `${name} memutuskan ${count} pengajuan lembur lagi.`, link: '/absen-lembur' }),
  personal_change_decided: (count, name) => ({ title: 'Pengajuan perubahan data diputuskan', body: `${name} memutuskan ${count} pengajuan perubahan data lagi.`, link: '/perubahan-data' }),
} satisfies Record<string, (count: number, senderName: string) => PushMessage>;

export type NotificationKind = keyof typeof ASKS | keyof typeof TOLD;

/** Who caused a notification to another person, and what it is about. */
export interface Cause {
  from: number;
  kind: NotificationKind;
}

/** Whether the kind asks the recipient to act (ASKS): only those count against, and are stopped by, the hourly limit. */
export const isAsk = (kind: NotificationKind): kind is keyof typeof ASKS => kind in ASKS;

/**
 * Holds the notification in the window of its sender, recipient and kind when one is open or its follow-up is still
 * due; otherwise opens a window from now. One statement, so that of two processes at once exactly one opens it.
 * Answers whether it was held (not to be pushed now).
 */
export async function holdInWindow(db: Db, cause: Cause, recipientId: number, now: Date): Promise<boolean> {
  const open = sql<boolean>`notification_windows.ends_at > ${now.toISOString()} or notification_windows.held > 0`;
  const { held } = await db
    .insertInto('notification_windows')
    .values({ sender_id: cause.from, recipient_id: recipientId, kind: cause.kind, ends_at: new Date(now.getTime() + COALESCING_WINDOW_MS).toISOString(), held: 0, claimed_at: null })
    .onConflict((conflict) =>
      conflict.columns(['sender_id', 'recipient_id', 'kind']).doUpdateSet({
        held: sql<number>`case when ${open} then notification_windows.held + 1 else 0 end`,
        ends_at: sql<string>`case when ${open} then notification_windows.ends_at else excluded.ends_at end`,
      }),
    )
    .returning('held')
    .executeTakeFirstOrThrow();
  return held > 0;
}

/**
 * Counts one push to the recipient in this clock hour (a UTC hour: Indonesia's zones are whole hours off UTC, so it is
 * their clock hour too); answers whether it is within the limit.
 */
export async function withinHourlyLimit(db: Db, recipientId: number, now: Date): Promise<boolean> {
  const { pushed } = await db
    .insertInto('notification_hours')
    .values({ recipient_id: recipientId, hour: now.toISOString().slice(0, 13), pushed: 1 })
    .onConflict((conflict) =>
      conflict.column('recipient_id').doUpdateSet({
        pushed: sql<number>`case when notification_hours.hour = excluded.hour then notification_hours.pushed + 1 else 1 end`,
        hour: sql<string>`excluded.hour`,
      }),
    )
    .returning('pushed')
    .executeTakeFirstOrThrow();
  return pushed <= HOURLY_PUSH_LIMIT;
}

export interface DueWindow {
  sender_id: number;
  recipient_id: number;
  kind: NotificationKind;
  /** The notifications held when it was claimed: what its follow-up covers. */
  held: number;
  claimed_at: string;
}

/**
 * Windows that ended holding notifications, each taken by a conditional update so that of two processes' passes one
 * takes it; a claim older than CLAIM_EXPIRES_MS is taken again. Windows that ended holding nothing are deleted: the
 * next notification opens a new one and is pushed at once.
 */
export async function claimDueWindows(db: Db, now: Date): Promise<DueWindow[]> {
  const at = now.toISOString();
  await db.deleteFrom('notification_windows').where('held', '=', 0).where('claimed_at', 'is', null).where('ends_at', '<=', at).execute();
  const expired = new Date(now.getTime() - CLAIM_EXPIRES_MS).toISOString();
  const candidates = await db
    .selectFrom('notification_windows')
    .select(['sender_id', 'recipient_id', 'kind', 'claimed_at'])
    .where('held', '>', 0)
    .where('ends_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', expired)]))
    .orderBy('ends_at')
    .limit(PER_PASS)
    .execute();
  const taken: DueWindow[] = [];
  for (const candidate of candidates) {
    const { sender_id, recipient_id, kind } = candidate;
    const claimed = await db
      .updateTable('notification_windows')
      .set({ claimed_at: at })
      .where('sender_id', '=', sender_id)
      .where('recipient_id', '=', recipient_id)
      .where('kind', '=', kind)
      .where((eb) => (candidate.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', candidate.claimed_at)))
      .returning('held')
      .executeTakeFirst();
    if (claimed) taken.push({ sender_id, recipient_id, kind: kind as NotificationKind, held: claimed.held, claimed_at: at });
  }
  return taken;
}

/** The follow-up of a window that ended, worded for its kind; null when nothing of it is left to tell. */
export async function followUpOf(db: Db, window: DueWindow): Promise<PushMessage | null> {
  const sender = await db.selectFrom('employees').select('name').where('id', '=', window.sender_id).executeTakeFirstOrThrow();
  if (!isAsk(window.kind)) return TOLD[window.kind](window.held, sender.name);
  const ask: Ask = ASKS[window.kind];
  const count = await ask.waiting(db, window.sender_id, window.recipient_id);
  return count > 0 ? ask.followUp(count, sender.name) : null;
}

/**
 * Gives a window back after its follow-up: what it covered is no longer held (what came meanwhile still is), and
 * when a follow-up went, a new window starts now, so a steady stream gets one push a window.
 */
export async function releaseWindow(db: Db, window: DueWindow, now: Date, followedUp: boolean): Promise<void> {
  await db
    .updateTable('notification_windows')
    .set((eb) => ({
      held: eb('held', '-', window.held),
      claimed_at: null,
      ...(followedUp && { ends_at: new Date(now.getTime() + COALESCING_WINDOW_MS).toISOString() }),
    }))
    .where('sender_id', '=', window.sender_id)
    .where('recipient_id', '=', window.recipient_id)
    .where('kind', '=', window.kind)
    .where('claimed_at', '=', window.claimed_at)
    .execute();
}
