import { Hono } from 'hono';
import {
  OvertimeAskDecisionSchema,
  OvertimeAskSchema,
  OvertimeConsentSchema,
  type OvertimeOrderAnswer,
  OvertimeOrderAnswerSchema,
  OvertimeOrderInputSchema,
  OvertimeOrderListSchema,
  type StaffOvertimeOrders,
  StaffOvertimeOrdersSchema,
} from '../../src/contract/overtimeOrders';
import { canSeeStaffAttendance } from '../../src/domain/staff';
import { answerOrder, askOvertime, decideAsk, ORDER_MESSAGES, orderOvertime, ordersOf } from '../attendance/overtimeOrders';
import { subordinatesOf } from '../employees';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';
import { jakartaDate } from '../time';

const NOT_SUPERVISOR = 'Perintah lembur hanya untuk atasan (level jabatan di atas 4).';

/** Overtime orders (docs/hr.md, "Overtime orders"): the employee's own, and their supervisors'. */
export const overtimeOrderRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/perintah-lembur', documented({
    summary: 'Ekstensi produk ini: perintah dan pengajuan lembur pegawai sendiri sejak seminggu lalu, yang menunggu jawaban dulu.',
    auth: true, answer: OvertimeOrderListSchema, errors: [401],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    return c.json(await ordersOf(services.db, [c.get('employee').id], jakartaDate(services.now())));
  })

  .post('/mobile-v2/perintah-lembur/ajukan', documented({
    summary: 'Ekstensi produk ini: pegawai mengajukan lembur (tanggal hari ini sampai 30 hari ke depan, jam mulai dan selesai, tugas), menunggu persetujuan atasan; atasan langsung diberi tahu. 400 di luar rentang tanggal atau melebihi batas lembur hari itu (4 jam di hari kerja); 409 bila sudah ada perintah atau pengajuan untuk tanggal itu.',
    auth: true, body: OvertimeAskSchema, answer: OvertimeOrderAnswerSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    await askOvertime(c.get('services'), c.get('employee'), await readBody(c, OvertimeAskSchema));
    return c.json({ message: ORDER_MESSAGES.asked } satisfies OvertimeOrderAnswer);
  })

  .post('/mobile-v2/perintah-lembur/jawab', documented({
    summary: 'Ekstensi produk ini: pegawai menyetujui (`agree`) atau menolak (`decline`) perintah lembur untuknya (PP 35/2021 pasal 28: persetujuan pekerja); yang memerintahkan diberi tahu. 403 milik orang lain; 409 bila sudah dijawab, atau menyetujui setelah harinya lewat.',
    auth: true, body: OvertimeConsentSchema, answer: OvertimeOrderAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const { id, decision } = await readBody(c, OvertimeConsentSchema);
    return c.json({ message: await answerOrder(c.get('services'), c.get('employee'), id, decision === 'agree') } satisfies OvertimeOrderAnswer);
  })

  .get('/mobile-v2/perintah-lembur/staf', documented({
    summary: 'Ekstensi produk ini: untuk atasan (level di atas 4): bawahan (langsung dan tidak langsung) yang dapat diperintah lembur, dan perintah serta pengajuan lembur mereka sejak seminggu lalu, yang menunggu dulu.',
    auth: true, answer: StaffOvertimeOrdersSchema, errors: [401, 403],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const staff = await subordinatesOf(services.db, supervisor.id);
    const orders = await ordersOf(services.db, staff.map((employee) => employee.id), jakartaDate(services.now()));
    return c.json({ staff: staff.map(({ id, name }) => ({ id, name })), orders } satisfies StaffOvertimeOrders);
  })

  .post('/mobile-v2/perintah-lembur/staf', documented({
    summary: 'Ekstensi produk ini: atasan memerintahkan lembur untuk bawahannya (tanggal hari ini sampai 30 hari ke depan, jam mulai dan selesai, tugas); pegawai diberi tahu dan diminta persetujuannya. 403 untuk level 4 ke bawah atau diri sendiri; 404 di luar rantai bawahan; 400 di luar rentang atau melebihi batas lembur hari itu; 409 bila sudah ada perintah atau pengajuan untuk tanggal itu. Tercatat di log audit.',
    auth: true, body: OvertimeOrderInputSchema, answer: OvertimeOrderAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const { employee_id, ...work } = await readBody(c, OvertimeOrderInputSchema);
    await orderOvertime(c.get('services'), supervisor, employee_id, work);
    return c.json({ message: ORDER_MESSAGES.ordered } satisfies OvertimeOrderAnswer);
  })

  .post('/mobile-v2/perintah-lembur/staf/putuskan', documented({
    summary: 'Ekstensi produk ini: atasan menyetujui (`approve`: lembur disepakati) atau menolak (`reject`, `note` wajib) pengajuan lembur bawahannya. 403 untuk level 4 ke bawah atau milik sendiri; 404 di luar rantai; 409 bila sudah diputuskan, atau menyetujui setelah harinya lewat. Tercatat di log audit; pegawai diberi tahu.',
    auth: true, body: OvertimeAskDecisionSchema, answer: OvertimeOrderAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const supervisor = c.get('employee');
    if (!canSeeStaffAttendance(supervisor.position_level)) throw new ApiError(403, NOT_SUPERVISOR);
    const { id, decision, note } = await readBody(c, OvertimeAskDecisionSchema);
    return c.json({ message: await decideAsk(c.get('services'), supervisor, id, decision === 'approve', note) } satisfies OvertimeOrderAnswer);
  });
