import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { audiencesOf, setAudience } from '../../announcements/audience';
import { type HrAnnouncement, HrAnnouncementIdParamSchema, HrAnnouncementImageSchema, HrAnnouncementListSchema, type HrAnnouncementPublished, HrAnnouncementPublishedSchema, type HrAnnouncementRequest, HrAnnouncementRequestSchema, HrMessageSchema } from '../../../src/contract/hr';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { sanitizeAnnouncementHtml } from '../../announcements/sanitize';
import { recordAudit } from '../../audit/auditLog';
import { readPhotos } from '../../files/photoUpload';
import { storeWithinQuota } from '../../files/uploadQuota';
import { fileUrl } from '../../files/urls';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody } from '../../http/validate';
import { notifyAnnouncement } from '../../push/notifications';
import { withdrawAnnouncement } from '../../announcements/withdraw';
import { jakartaDate } from '../../time';
import { documented } from '../../openapi/documented';

const ANNOUNCEMENT_KIND = 'announcement';

/** The image is this HR member's own unused upload; claiming it is the check, so it serves one announcement. */
async function claimImage(trx: Transaction<Database>, fileId: string, ownerId: number, now: Date) {
  const claimed = await trx
    .updateTable('stored_files')
    .set({ claimed_at: now.toISOString() })
    .where('id', '=', fileId)
    .where('owner_employee_id', '=', ownerId)
    .where('kind', '=', ANNOUNCEMENT_KIND)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(400, HR_MESSAGES.imageNotFound);
}

/** What the audit log keeps of an announcement as HR sent it: all but its text and image. */
const audited = (announcement: HrAnnouncementRequest) => {
  const kept: Partial<HrAnnouncementRequest> = { ...announcement };
  delete kept.description;
  delete kept.image_file_id;
  return kept;
};

/** HR's announcements (docs/hr.md, "Announcements"): written in the console, sanitized, notified when published. */
export const hrAnnouncementRoutes = new Hono<AppEnv>()
  .get('/announcements', documented({
    summary: 'Konsol SDM: pengumuman, terbaru dahulu (paling banyak 200), dengan isi HTML-nya, URL gambarnya yang ditandatangani, penerimanya (kantor dan bagian; keduanya kosong: seluruh perusahaan) dan waktu perubahan terakhirnya.',
    auth: true, answer: HrAnnouncementListSchema, errors: [401, 403],
  }), async (c) => {
    const services = c.get('services');
    const rows = await services.db
      .selectFrom('announcements')
      .select(['id', 'title', 'description', 'start_date', 'end_date', 'created_at', 'updated_at', 'image_file_id', 'withdrawn_at'])
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const audiences = await audiencesOf(services.db, rows.map((row) => row.id));
    return c.json(
      rows.map((row): HrAnnouncement => {
        const audience = audiences.get(row.id)!;
        return { ...row, image: fileUrl(services, row.image_file_id), audience_offices: audience.offices, audience_departments: audience.departments };
      }),
    );
  })

  .post('/announcements/image', documented({
    summary: 'Konsol SDM: gambar pengumuman sebagai multipart/form-data (field `image`, JPEG/PNG/WebP yang dapat didekode utuh, maksimal 2 MB), sebelum pengumumannya diterbitkan; dibatasi seperti unggahan foto.',
    auth: true, files: ['image'], answer: HrAnnouncementImageSchema, errors: [400, 401, 403, 413, 415, 429],
  }), async (c) => {
    const services = c.get('services');
    const { photos } = await readPhotos(c, { image: 'image' }, ['image']);
    const [id] = await storeWithinQuota(services, c.get('employee').id, [{ ...photos.image!, kind: ANNOUNCEMENT_KIND }]);
    return c.json({ file_id: id! });
  })

  .post('/announcements', documented({
    summary: 'Konsol SDM: menerbitkan pengumuman (judul, isi HTML yang disaring seperti biasa, tanggal mulai dan selesai, gambar opsional dari unggahan sendiri yang belum dipakai, penerima: `audience_offices` dan `audience_departments`, keduanya kosong untuk seluruh perusahaan). Bila tanggal mulainya sudah tiba, pegawai aktif penerimanya diberi notifikasi. Tercatat di log audit. 201; 400 bila kantor atau bagian penerima tidak ada.',
    auth: true, body: HrAnnouncementRequestSchema, answer: HrAnnouncementPublishedSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const announcement = await readBody(c, HrAnnouncementRequestSchema);
    const now = services.now();
    const published = announcement.start_date <= jakartaDate(now);
    const description = await sanitizeAnnouncementHtml(announcement.description);
    const id = await services.db.transaction().execute(async (trx) => {
      if (announcement.image_file_id) await claimImage(trx, announcement.image_file_id, actor.id, now);
      const { id } = await trx
        .insertInto('announcements')
        .values({
          title: announcement.title,
          description,
          image_file_id: announcement.image_file_id,
          start_date: announcement.start_date,
          end_date: announcement.end_date,
          created_at: now.toISOString(),
          // One that starts later is notified by the server's hourly maintenance once its day comes.
          notified_at: published ? now.toISOString() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setAudience(trx, id, announcement);
      await recordAudit(trx, { actorId: actor.id, action: 'announcement.create', entity: 'announcement', entityId: id, before: null, after: audited(announcement) }, now);
      return id;
    });
    if (published) await notifyAnnouncement(services.db, services.notifier, id, announcement.title);
    return c.json({ message: published ? HR_MESSAGES.published : HR_MESSAGES.scheduled, id, notified: published } satisfies HrAnnouncementPublished, 201);
  })

  .post('/announcements/:id', documented({
    summary: 'Konsol SDM: mengubah pengumuman yang sudah diterbitkan (isi seperti saat menerbitkan; gambar: yang sama, unggahan baru sendiri, atau null untuk tanpa gambar). Pegawai membaca versi baru; notifikasi hanya bila belum pernah diberitahukan dan tanggal mulainya sudah tiba. Tercatat di log audit (sebelum dan sesudah). 404 bila tidak ada, 409 bila sudah ditarik.',
    auth: true, body: HrAnnouncementRequestSchema, answer: HrAnnouncementPublishedSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const { id } = parseWith(HrAnnouncementIdParamSchema, { id: c.req.param('id') });
    const announcement = await readBody(c, HrAnnouncementRequestSchema);
    const now = services.now();
    const description = await sanitizeAnnouncementHtml(announcement.description);
    const notify = await services.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('announcements').select(['title', 'description', 'start_date', 'end_date', 'image_file_id', 'withdrawn_at', 'notified_at']).where('id', '=', id).executeTakeFirst();
      if (!before) throw new ApiError(404, HR_MESSAGES.announcementNotFound);
      if (before.withdrawn_at !== null) throw new ApiError(409, HR_MESSAGES.alreadyWithdrawn);
      if (announcement.image_file_id && announcement.image_file_id !== before.image_file_id) await claimImage(trx, announcement.image_file_id, actor.id, now);
      const due = before.notified_at === null && announcement.start_date <= jakartaDate(now);
      const changed = await trx
        .updateTable('announcements')
        .set({ title: announcement.title, description, image_file_id: announcement.image_file_id, start_date: announcement.start_date, end_date: announcement.end_date, updated_at: now.toISOString(), ...(due && { notified_at: now.toISOString() }) })
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new ApiError(409, HR_MESSAGES.alreadyWithdrawn);
      const audienceBefore = (await audiencesOf(trx, [id])).get(id)!;
      await setAudience(trx, id, announcement);
      await recordAudit(
        trx,
        {
          actorId: actor.id, action: 'announcement.update', entity: 'announcement', entityId: id,
          before: { title: before.title, start_date: before.start_date, end_date: before.end_date, description: before.description, image_file_id: before.image_file_id, audience_offices: audienceBefore.offices.map((office) => office.id), audience_departments: audienceBefore.departments },
          after: { ...audited(announcement), description, image_file_id: announcement.image_file_id },
        },
        now,
      );
      return due;
    });
    if (notify) await notifyAnnouncement(services.db, services.notifier, id, announcement.title);
    return c.json({ message: HR_MESSAGES.announcementUpdated, id, notified: notify } satisfies HrAnnouncementPublished);
  })

  .post('/announcements/:id/withdraw', documented({
    summary: 'Konsol SDM: menarik pengumuman: tidak lagi tampil bagi pegawai dan tidak diberitahukan (notifikasi yang sudah terkirim tetap); datanya tetap tersimpan. Tercatat di log audit. 404 bila tidak ada, 409 bila sudah ditarik.',
    auth: true, answer: HrMessageSchema, errors: [400, 401, 403, 404, 409],
  }), async (c) => {
    const services = c.get('services');
    const { id } = parseWith(HrAnnouncementIdParamSchema, { id: c.req.param('id') });
    await withdrawAnnouncement(services.db, id, c.get('employee').id, services.now());
    return c.json({ message: HR_MESSAGES.announcementWithdrawn });
  });
