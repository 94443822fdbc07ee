import { AnnouncementListSchema } from '../../src/contract/schemas';
import { Hono } from 'hono';
import type { Announcement } from '../../src/contract/schemas';
import { fileUrl } from '../files/urls';
import { isForEmployee } from '../announcements/audience';
import type { AppEnv } from '../http/context';
import { compressList } from '../http/compressList';
import { requireEmployee } from '../http/requireEmployee';
import { jakartaDate } from '../time';
import { documented } from '../openapi/documented';

/** Announcements running today for the employee (the whole company's, their offices' or department's), newest first. Descriptions were sanitized when stored. */
export const announcementRoutes = new Hono<AppEnv>().get('/mobile-v2/pengumuman', documented({
    summary: 'Pengumuman yang berlaku hari ini (tanggal mulai sampai selesai) untuk pegawai ini (seluruh perusahaan, salah satu kantornya, atau bagiannya), terbaru dahulu, paling banyak 100. `description` berupa HTML yang sudah dibersihkan saat disimpan (hanya format teks dan tautan http(s)/mailto); `image` berupa URL bertanda tangan. Ekstensi: `id`.',
    auth: true, answer: AnnouncementListSchema, errors: [401],
  }), requireEmployee, compressList, async (c) => {
  const services = c.get('services');
  const today = jakartaDate(services.now());
  const rows = await services.db
    .selectFrom('announcements as a')
    .select(['a.id', 'a.title', 'a.description', 'a.image_file_id', 'a.start_date', 'a.end_date'])
    .where('a.start_date', '<=', today)
    .where('a.end_date', '>=', today)
    .where('a.withdrawn_at', 'is', null)
    .where(isForEmployee(c.get('employee').id))
    .orderBy('a.start_date', 'desc')
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
  return c.json(
    rows.map(
      (row): Announcement => ({
        id: row.id,
        image: fileUrl(services, row.image_file_id),
        title: row.title,
        start_date: row.start_date,
        end_date: row.end_date,
        description: row.description,
      }),
    ),
  );
});
