import { Hono } from 'hono';
import { type HrAnnouncement, HrAnnouncementIdParamSchema, HrAnnouncementImageSchema, HrAnnouncementListSchema, type HrAnnouncementPublished, HrAnnouncementPublishedSchema, HrAnnouncementRequestSchema, HrMessageSchema } from '../../../src/contract/hr';
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

/** HR's announcements (docs/hr.md, "Announcements"): written in the console, sanitized, notified when published. */
export const hrAnnouncementRoutes = new Hono<AppEnv>()
  .get('/announcements', documented({
    summary: 'Konsol SDM: pengumuman, terbaru dahulu (paling banyak 200), dengan URL gambarnya yang ditandatangani.',
    auth: true, answer: HrAnnouncementListSchema, errors: [401, 403],
  }), async (c) => {
    const services = c.get('services');
    const rows = await services.db.selectFrom('announcements').select(['id', 'title', 'start_date', 'end_date', 'created_at', 'image_file_id', 'withdrawn_at']).orderBy('start_date', 'desc').orderBy('id', 'desc').limit(200).execute();
    return c.json(rows.map(({ image_file_id: image, ...row }): HrAnnouncement => ({ ...row, image: fileUrl(services, image) })));
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
    summary: 'Konsol SDM: menerbitkan pengumuman (judul, isi HTML yang disaring seperti biasa, tanggal mulai dan selesai, gambar opsional dari unggahan sendiri yang belum dipakai). Bila tanggal mulainya sudah tiba, semua pegawai aktif diberi notifikasi. Tercatat di log audit. 201.',
    auth: true, body: HrAnnouncementRequestSchema, answer: HrAnnouncementPublishedSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const announcement = await readBody(c, HrAnnouncementRequestSchema);
    const now = services.now();
    const published = announcement.start_date <= jakartaDate(now);
    const description = await sanitizeAnnouncementHtml(announcement.description);
    const id = await services.db.transaction().execute(async (trx) => {
      if (announcement.image_file_id) {
        // The image is this HR member's own unused upload; claiming it is the check, so it serves one announcement.
        const claimed = await trx
          .updateTable('stored_files')
          .set({ claimed_at: now.toISOString() })
          .where('id', '=', announcement.image_file_id)
          .where('owner_employee_id', '=', actor.id)
          .where('kind', '=', ANNOUNCEMENT_KIND)
          .where('claimed_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(400, HR_MESSAGES.imageNotFound);
      }
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
      await recordAudit(trx, { actorId: actor.id, action: 'announcement.create', entity: 'announcement', entityId: id, before: null, after: { title: announcement.title, start_date: announcement.start_date, end_date: announcement.end_date } }, now);
      return id;
    });
    if (published) await notifyAnnouncement(services.db, services.notifier, id, announcement.title);
    return c.json({ message: published ? HR_MESSAGES.published : HR_MESSAGES.scheduled, id, notified: published } satisfies HrAnnouncementPublished, 201);
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
