import { PersonalDataSchema } from '../../src/contract/schemas';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { parseISO } from 'date-fns/parseISO';
import { Hono } from 'hono';
import type { PersonalData } from '../../src/contract/schemas';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { jakartaDate } from '../time';
import { documented } from '../openapi/documented';
import { type PersonalChangeAnswer, PersonalChangeAnswerSchema, PersonalChangeIdSchema, PersonalChangeInputSchema, PersonalChangesSchema } from '../../src/contract/personalChanges';
import { idempotencyKey } from '../attendance/checks';
import { readBody } from '../http/validate';
import { PERSONAL_CHANGE_ANSWERS, personalChanges, submitPersonalChange, withdrawPersonalChange } from '../personal/changeRequests';

/** Whole years and months from a yyyy-mm-dd date to today; nulls when the date is unknown or lies ahead. */
export function periodSince(from: string | null, today: string): { years: number | null; months: number | null } {
  if (!from || from > today) return { years: null, months: null };
  const months = differenceInCalendarMonths(parseISO(today), parseISO(from)) - (Number(today.slice(8)) < Number(from.slice(8)) ? 1 : 0);
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** The signed-in employee's own personal and job data (docs/product.md §3), nothing of anyone else. */
export const personalDataRoutes = new Hono<AppEnv>().get('/mobile-v2/pegawai-data', documented({
    summary: 'Data diri dan data pekerjaan pegawai yang memanggil (hanya miliknya sendiri). Masa kerja dan masa golongan dihitung sampai hari ini dalam tahun dan bulan; nilai yang tidak diketahui berupa null.',
    auth: true, answer: PersonalDataSchema, errors: [401],
  }), requireEmployee, async (c) => {
  const services = c.get('services');
  const employee = c.get('employee');
  const data = await services.db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('sub_departments as s', 's.id', 'e.sub_department_id')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .select([
      'e.birth_place',
      'e.birth_date',
      'e.contact',
      'e.address',
      'e.married_status',
      'e.blood_type',
      'e.religion',
      'e.last_education',
      'e.entry_date',
      'e.grade',
      'e.grade_date',
      'e.dependent_children',
      'd.name as department',
      's.name as subdepartment',
      'o.name as office',
    ])
    .where('e.id', '=', employee.id)
    .executeTakeFirstOrThrow();
  const today = jakartaDate(services.now());
  const work = periodSince(data.entry_date, today);
  const grade = periodSince(data.grade_date, today);
  return c.json({
    employee: {
      birth_place: data.birth_place,
      birth_date: data.birth_date,
      contact: data.contact,
      address: data.address,
      married_status: data.married_status,
      blood_type: data.blood_type,
      religion: data.religion,
      last_education: data.last_education,
    },
    work: {
      entry_date: data.entry_date,
      group: data.grade,
      dependent_children: data.dependent_children,
      office: data.office,
      position: employee.position,
      department: data.department,
      subdepartment: data.subdepartment,
      year_work_period: work.years,
      month_work_period: work.months,
      year_work_group: grade.years,
      month_work_group: grade.months,
    },
  } satisfies PersonalData);
})

  .get('/mobile-v2/pegawai-data/perubahan', documented({
    summary: 'Ekstensi produk ini: data diri pegawai yang memanggil sebagai teks per kolom (`current`: tanggal YYYY-MM-DD, jumlah anak berupa angka, null bila belum diketahui) dan pengajuan perubahan datanya yang terbaru (paling banyak 50, terbaru dulu) beserta statusnya.',
    auth: true, answer: PersonalChangesSchema, errors: [401],
  }), requireEmployee, async (c) => c.json(await personalChanges(c.get('services'), c.get('employee'))))

  .post('/mobile-v2/pegawai-data/perubahan', documented({
    summary: 'Ekstensi produk ini: meminta SDM mengoreksi satu kolom Informasi Data Diri: `field` (salah satu kolom data diri), `new_value` (teks; tanggal YYYY-MM-DD; jumlah anak berupa angka) dan alasan. Nilai saat ini disimpan bersamanya. 400 bila nilainya tidak sah atau sama dengan data saat ini; 409 bila sudah ada pengajuan menunggu untuk kolom itu. Header Idempotency-Key: dicatat sekali.',
    auth: true, body: PersonalChangeInputSchema, idempotent: true, answer: PersonalChangeAnswerSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const body = await readBody(c, PersonalChangeInputSchema);
    await submitPersonalChange(c.get('services'), c.get('employee'), body, idempotencyKey(c.req.header('idempotency-key')));
    return c.json({ message: PERSONAL_CHANGE_ANSWERS.submitted } satisfies PersonalChangeAnswer);
  })

  .post('/mobile-v2/pegawai-data/perubahan/tarik', documented({
    summary: 'Ekstensi produk ini: menarik pengajuan perubahan data sendiri yang masih menunggu (403 milik orang lain, 404 tidak ada, 409 sudah diputuskan atau ditarik).',
    auth: true, body: PersonalChangeIdSchema, answer: PersonalChangeAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const { id } = await readBody(c, PersonalChangeIdSchema);
    await withdrawPersonalChange(c.get('services'), c.get('employee'), id);
    return c.json({ message: PERSONAL_CHANGE_ANSWERS.withdrawn } satisfies PersonalChangeAnswer);
  });
