import { createStore, del, get, keys, set } from 'idb-keyval';
import type { PendingAttendance } from '../domain/attendance';

/** A clock-in/out kept on the device until the server has it; also survives closing the app. */
export interface OutboxItem extends PendingAttendance {
  /** The employee it belongs to: delivered only under that employee's session. */
  nup: string;
  /** The device's time when it was kept, for the person to recognise it. */
  keptAt: string;
  /** Set when the server refused it (a 4xx): it stays for the person to see, and is not sent again. */
  refusal: string | null;
}

const store = createStore('absensi', 'outbox');

export const outbox = {
  async add(item: OutboxItem): Promise<void> {
    await set(item.id, item, store);
  },
  async update(item: OutboxItem): Promise<void> {
    await set(item.id, item, store);
  },
  async remove(id: string): Promise<void> {
    await del(id, store);
  },
  async list(nup: string): Promise<OutboxItem[]> {
    const items = await Promise.all((await keys<string>(store)).map((key) => get<OutboxItem>(key, store)));
    return items.filter((item): item is OutboxItem => item?.nup === nup).sort((a, b) => a.keptAt.localeCompare(b.keptAt));
  },
};
