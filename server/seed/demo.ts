import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hashPassword } from '../auth/password';
import { encodePng, type Rgb } from '../files/png';
import { type FileStore, storeFile } from '../files/storage';
import type { ShiftTimes } from '../../src/contract/shifts';
import { DEMO_OVERTIME_PEOPLE, demoOvertimeRows } from './demoOvertime';
import { fromJakarta, jakartaDate } from '../time';
import { DEMO_PEOPLE } from './people';
import { addDays, daysBetween, isoWeekday } from '../../src/contract/calendar';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: DEMO_PASSWORD, role: 'staf, position_level 3' },
  { username: 'atasan', password: DEMO_PASSWORD, role: 'atasan, position_level 5, punya bawahan' },
  { username: 'hr', password: DEMO_PASSWORD, role: 'petugas SDM: konsol SDM di /hr' },
] as const;

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  return !(await db.selectFrom('employees').select('id').limit(1).executeTakeFirst());
}

/** Deterministic pseudo-random numbers, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


/** The water-treatment plant runs day and night: its operators rotate Pagi, Siang and Malam (crossing midnight). */
const PLANT_SHIFTS: ShiftTimes[] = [
  { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 5 },
  { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: 5 },
  { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 5 },
];
const PLANT_CYCLE = ['P', 'P', 'S', 'S', 'M', 'M', '-', '-'];
/** Two crews four days apart, so that one is on nights while the other is on mornings. */
const PLANT_CREWS = [
  { name: 'Operator IPA 3 shift (regu A)', offsetDays: 0, people: ['dimas.saputro'] },
  { name: 'Operator IPA 3 shift (regu B)', offsetDays: 4, people: ['yoga.pratama'] },
];
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function avatar(color: Rgb): Buffer {
  return encodePng(96, 96, (x, y) => {
    const head = (x - 48) ** 2 + (y - 38) ** 2 < 18 ** 2;
    const body = (x - 48) ** 2 + (y - 100) ** 2 < 40 ** 2;
    return head || body ? [245, 245, 245] : color;
  });
}

function banner(from: Rgb, to: Rgb): Buffer {
  return encodePng(320, 160, (x, y) => {
    const t = x / 319;
    const wave = Math.abs(y - 110 - 12 * Math.sin(x / 25)) < 4;
    if (wave) return [255, 255, 255];
    return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as unknown as Rgb;
  });
}

async function insertInBatches<T extends keyof Database>(db: Kysely<Database>, table: T, rows: object[]) {
  for (let i = 0; i < rows.length; i += 300) {
    await db.insertInto(table).values(rows.slice(i, i + 300) as never).execute();
  }
}

/** A realistic PDAM: two offices, ~30 employees, three months of history, announcements and leave. */
export async function seedDemo(db: Kysely<Database>, files: FileStore, now: Date): Promise<void> {
  const rand = random(20261121);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const today = jakartaDate(now);
  const createdAt = now.toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const offices = await trx
      .insertInto('offices')
      .values([
        { name: 'Kantor Pusat PDAM Tirta Kencana', address: 'Jl. Pemuda No. 12, Semarang', latitude: -6.98265, longitude: 110.40925, radius_m: 100 },
        { name: 'IPA Kaligarang', address: 'Jl. Kelud Raya No. 3, Semarang', latitude: -7.01905, longitude: 110.39972, radius_m: 150 },
      ])
      .returning('id')
      .execute();
    const [headOffice, plant] = offices.map((o) => o.id) as [number, number];

    const schedules = await trx
      .insertInto('work_schedules')
      .values([
        { name: 'Kantor', start_time: '07:30', end_time: '16:00', grace_minutes: 5, work_days: '1,2,3,4,5' },
        { name: 'Lapangan', start_time: '08:00', end_time: '16:30', grace_minutes: 10, work_days: '1,2,3,4,5,6' },
      ])
      .returning('id')
      .execute();
    const [officeSchedule, fieldSchedule] = schedules.map((s) => s.id) as [number, number];

    const departmentIds = new Map<string, number>();
    const subDepartmentIds = new Map<string, number>();
    for (const person of DEMO_PEOPLE) {
      if (!departmentIds.has(person.department)) {
        const { id } = await trx.insertInto('departments').values({ name: person.department }).returning('id').executeTakeFirstOrThrow();
        departmentIds.set(person.department, id);
      }
      if (person.subDepartment && !subDepartmentIds.has(person.subDepartment)) {
        const { id } = await trx
          .insertInto('sub_departments')
          .values({ department_id: departmentIds.get(person.department)!, name: person.subDepartment })
          .returning('id')
          .executeTakeFirstOrThrow();
        subDepartmentIds.set(person.subDepartment, id);
      }
    }

    const employeeIds = new Map<string, number>();
    const faceFiles = new Map<number, string>();
    const palette: Rgb[] = [[14, 116, 144], [3, 105, 161], [21, 128, 61], [180, 83, 9], [126, 34, 206], [190, 18, 60]];
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      const atPlant = person.department === 'Bagian Produksi';
      const { id } = await trx
        .insertInto('employees')
        .values({
          username: person.username,
          password_hash: passwordHash,
          nup: person.nup,
          name: person.name,
          position: person.position,
          position_level: person.level,
          department_id: departmentIds.get(person.department)!,
          sub_department_id: person.subDepartment ? subDepartmentIds.get(person.subDepartment)! : null,
          office_id: atPlant ? plant : headOffice,
          supervisor_id: person.supervisor ? employeeIds.get(person.supervisor)! : null,
          schedule_id: person.field ? fieldSchedule : officeSchedule,
          field_staff: person.field ? 1 : 0,
          role: person.role ?? 'employee',
          birth_place: pick(['Semarang', 'Kendal', 'Demak', 'Salatiga', 'Ungaran', 'Kudus', 'Pati']),
          birth_date: `19${70 + Math.floor(rand() * 28)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
          contact: `08${Math.floor(1e9 + rand() * 8e9)}`,
          address: `Jl. ${pick(['Majapahit', 'Gajah Mada', 'Pandanaran', 'Sriwijaya', 'Dr. Cipto', 'Setiabudi'])} No. ${1 + Math.floor(rand() * 200)}, Semarang`,
          married_status: pick(['Menikah', 'Menikah', 'Belum Menikah']),
          blood_type: pick(['A', 'B', 'AB', 'O']),
          religion: pick(['Islam', 'Islam', 'Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha']),
          last_education: person.level >= 5 ? pick(['S1', 'S2']) : pick(['SMA', 'SMK', 'D3', 'S1']),
          // Joined 4 to 23 years before the demo's year.
          entry_date: `${Number(today.slice(0, 4)) - 23 + Math.floor(rand() * 20)}-0${1 + Math.floor(rand() * 9)}-01`,
          grade: pick(['B/I', 'B/II', 'B/III', 'C/I', 'C/II', 'C/III']),
          grade_date: `20${20 + Math.floor(rand() * 5)}-04-01`,
          dependent_children: Math.floor(rand() * 4),
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      employeeIds.set(person.username, id);
      await trx.insertInto('employee_offices').values({ employee_id: id, office_id: atPlant ? plant : headOffice }).execute();
      if (person.field) await trx.insertInto('employee_offices').values({ employee_id: id, office_id: atPlant ? headOffice : plant }).execute();
      faceFiles.set(id, await storeFile(trx, files, { bytes: avatar(palette[index % palette.length]!), kind: 'face', ownerId: id, contentType: 'image/png', width: 96, height: 96, claimed: true }, now));
      await trx.insertInto('leave_quotas').values({ employee_id: id, year: Number(today.slice(0, 4)), days: 12 }).execute();
    }

    // Employed since they joined, years before the history below: every month of it is theirs in the recap.
    await trx.updateTable('employees').set((eb) => ({ start_date: eb.ref('entry_date') })).execute();
    // HR has not filled in everything for everyone: the app shows '-' for what is missing.
    await trx.updateTable('employees').set({ blood_type: null, dependent_children: null }).where('id', '=', employeeIds.get('demo')!).execute();

    await trx
      .insertInto('anomaly_reasons')
      .values([
        ...['Kendaraan mogok', 'Hujan deras / banjir', 'Macet di jalan', 'Keperluan keluarga mendesak', 'Kontrol kesehatan', 'Lainnya'].map((label) => ({ kind: '', label })),
        ...['Perbaikan pipa bocor', 'Pembacaan meter pelanggan', 'Rapat di luar kantor', 'Dinas luar kota', 'Lainnya'].map((label) => ({ kind: 'luar-masuk', label })),
        ...['Pekerjaan lapangan belum selesai', 'Pulang langsung dari lokasi pekerjaan', 'Rapat di luar kantor', 'Dinas luar kota', 'Lainnya'].map((label) => ({ kind: 'luar-pulang', label })),
      ])
      .execute();
    await trx
      .insertInto('leave_types')
      .values([
        { code: 'CUTI', label: 'Cuti Tahunan', uses_quota: 1, attachment_after_days: null, yearly_cap: null },
        { code: 'SAKIT', label: 'Sakit', uses_quota: 0, attachment_after_days: 1, yearly_cap: null },
        { code: 'IZIN', label: 'Izin Keperluan Pribadi', uses_quota: 0, attachment_after_days: null, yearly_cap: 12 },
        { code: 'DINAS', label: 'Dinas Luar', uses_quota: 0, attachment_after_days: null, yearly_cap: null },
      ])
      .execute();
    const holidays = [
      ['01-01', 'Tahun Baru Masehi'],
      ['05-01', 'Hari Buruh Internasional'],
      ['06-01', 'Hari Lahir Pancasila'],
      ['08-17', 'Hari Kemerdekaan Republik Indonesia'],
      ['12-25', 'Hari Raya Natal'],
    ];
    const year = Number(today.slice(0, 4));
    // A year with a published list (migration 0020) keeps it; the others get the fixed-date holidays.
    const published = new Set((await trx.selectFrom('holidays').select('date').execute()).map((row) => row.date.slice(0, 4)));
    const fixedYears = [year - 1, year, year + 1].filter((y) => !published.has(String(y)));
    if (fixedYears.length > 0) await trx.insertInto('holidays').values(fixedYears.flatMap((y) => holidays.map(([day, name]) => ({ date: `${y}-${day}`, name: name! })))).execute();
    const holidayDates = new Set(
      (await trx.selectFrom('holidays').select('date').where('date', '>=', `${year - 1}-01-01`).where('date', '<=', `${year + 1}-12-31`).execute()).map((row) => row.date),
    );
    /** Leave counts the days with a shift: a roster's (holidays included: the plant runs), or the week's less holidays. */
    const workingDaysOf = (start: string, end: string, isWorkDay: (date: string) => boolean) => {
      let count = 0;
      for (let date = start; date <= end; date = addDays(date, 1)) if (isWorkDay(date)) count += 1;
      return count;
    };
    const weekdays = (date: string) => isoWeekday(date) <= 5 && !holidayDates.has(date);

    const start = addDays(today, -92);
    const crewOf = new Map<string, { start_date: string }>();
    for (const crew of PLANT_CREWS) {
      const roster = { name: crew.name, start_date: addDays(start, crew.offsetDays), shifts: JSON.stringify(PLANT_SHIFTS), cycle: PLANT_CYCLE.join(','), created_at: createdAt };
      const { id } = await trx.insertInto('rosters').values(roster).returning('id').executeTakeFirstOrThrow();
      for (const username of crew.people) {
        await trx.updateTable('employees').set({ roster_id: id }).where('id', '=', employeeIds.get(username)!).execute();
        crewOf.set(username, roster);
      }
    }
    const attendance: object[] = [];
    const leave: object[] = [];
    const overtime: object[] = [];
    // Its own sequence: the overtime leaves every other demo record as it was.
    const overtimeRand = random(20261127);
    for (const person of DEMO_PEOPLE) {
      const employeeId = employeeIds.get(person.username)!;
      const crew = crewOf.get(person.username);
      const workDays = person.field ? 6 : 5;
      /** The day's shift in minutes from the date's midnight (an end past 1440 is the next morning), or null. */
      const shiftOf = (date: string): { start: number; end: number } | null => {
        if (crew) {
          const code = PLANT_CYCLE[((daysBetween(crew.start_date, date) % PLANT_CYCLE.length) + PLANT_CYCLE.length) % PLANT_CYCLE.length];
          const shift = PLANT_SHIFTS.find((known) => known.code === code);
          if (!shift) return null;
          const [from, to] = [minutesOf(shift.start_time), minutesOf(shift.end_time)];
          return { start: from, end: to <= from ? to + 24 * 60 : to };
        }
        if (isoWeekday(date) > workDays) return null;
        return person.field ? { start: 8 * 60, end: 16 * 60 + 30 } : { start: 7 * 60 + 30, end: 16 * 60 };
      };
      let leaveUntil = '';
      const worksOvertime = DEMO_OVERTIME_PEOPLE.has(person.username);
      const overtimeOf = (date: string, startMinutes: number, minutes: number) =>
        overtime.push(
          ...demoOvertimeRows({
            employeeId, supervisorId: employeeIds.get(person.supervisor ?? '') ?? null, faceFile: faceFiles.get(employeeId)!, date, start: startMinutes, minutes, approved: overtimeRand() < 0.9,
          }),
        );
      for (let date = start; date < today; date = addDays(date, 1)) {
        const shift = shiftOf(date);
        // A rest day's overtime: from 08:00, five to seven hours (within the 10 or 11 of PP 35/2021).
        if (!shift && worksOvertime && date > leaveUntil && overtimeRand() < 0.3) overtimeOf(date, 8 * 60, 300 + Math.floor(overtimeRand() * 120));
        if (!shift || date <= leaveUntil) continue;
        const { start: scheduleStart, end: scheduleEnd } = shift;
        const roll = rand();
        if (roll < 0.02) {
          const days = 1 + Math.floor(rand() * 3);
          leaveUntil = addDays(date, days - 1);
          leave.push({
            employee_id: employeeId,
            leave_type_code: pick(['CUTI', 'SAKIT', 'IZIN']),
            start_date: date,
            end_date: leaveUntil,
            working_days: workingDaysOf(date, leaveUntil, (day) => shiftOf(day) !== null && (crew !== undefined || !holidayDates.has(day))),
            description: pick(['Acara keluarga di luar kota', 'Demam, istirahat sesuai surat dokter', 'Mengurus dokumen kependudukan', 'Pernikahan saudara']),
            attachment: null,
            status: rand() < 0.85 ? '1' : '2',
            created_at: fromJakarta(addDays(date, -3), '10:00').toISOString(),
          });
          continue;
        }
        if (roll < 0.05) continue;
        const late = roll < 0.12;
        const outside = !late && rand() < (person.field ? 0.3 : 0.04);
        const inMinutes = late ? scheduleStart + 10 + Math.floor(rand() * 40) : scheduleStart - 25 + Math.floor(rand() * 27);
        const record = (direction: 'in' | 'out', minutes: number) => {
          const at = new Date(fromJakarta(date, '00:00').getTime() + minutes * 60_000).toISOString();
          return {
            employee_id: employeeId,
            work_date: date,
            direction,
            checked_at: at,
            recorded_at: at,
            inside_office: outside ? 0 : 1,
            latitude: outside ? -6.99 + rand() * 0.03 : -6.98265,
            longitude: outside ? 110.39 + rand() * 0.03 : 110.40925,
            face_file_id: faceFiles.get(employeeId)!,
            location_file_id: null,
            device_token: `seed-${person.username}`,
            idempotency_key: null,
            office_id: outside ? null : headOffice,
            distance_m: outside ? null : Math.floor(rand() * 60),
            is_late: direction === 'in' && late ? 1 : 0,
            anomaly: late ? pick(['Macet di jalan', 'Hujan deras / banjir', 'Kendaraan mogok']) : outside ? pick(['Perbaikan pipa bocor', 'Pembacaan meter pelanggan']) : null,
            letter_file_id: null,
          };
        };
        attendance.push(record('in', inMinutes));
        if (rand() > 0.03) {
          const outMinutes = scheduleEnd + Math.floor(rand() * 50) - (rand() < 0.04 ? 60 : 0);
          attendance.push(record('out', outMinutes));
          // A work day's overtime: after the clock-out, one to four hours (the day's cap).
          if (worksOvertime && !crew && overtimeRand() < 0.15) overtimeOf(date, Math.max(outMinutes, scheduleEnd) + 30, 60 + Math.floor(overtimeRand() * 181));
        }
      }
    }
    const demoId = employeeIds.get('demo')!;
    leave.push(
      { employee_id: demoId, leave_type_code: 'CUTI', start_date: addDays(today, 14), end_date: addDays(today, 16), working_days: workingDaysOf(addDays(today, 14), addDays(today, 16), weekdays), description: 'Mudik ke kampung halaman', attachment: null, status: '0', created_at: createdAt },
      { employee_id: demoId, leave_type_code: 'IZIN', start_date: addDays(today, 3), end_date: addDays(today, 3), working_days: workingDaysOf(addDays(today, 3), addDays(today, 3), weekdays), description: 'Mengantar orang tua kontrol ke rumah sakit', attachment: null, status: '0', created_at: createdAt },
    );
    await insertInBatches(trx, 'attendance', attendance);
    await insertInBatches(trx, 'leave_requests', leave);
    await insertInBatches(trx, 'overtime', overtime);

    const announcements = [
      { title: 'Pemeliharaan Jaringan Pipa Distribusi Zona Barat', from: [3, 105, 161], to: [56, 189, 248], description: '<p>Dalam rangka peningkatan layanan, akan dilaksanakan <strong>pemeliharaan jaringan pipa distribusi</strong> di Zona Barat. Seluruh petugas Seksi Jaringan diminta bersiaga di lokasi sesuai jadwal piket. Pelanggan terdampak akan menerima pemberitahuan melalui SMS dan media sosial resmi perusahaan. Koordinasi lapangan dipimpin oleh Kepala Seksi Jaringan.</p>' },
      { title: 'Apel Pagi Peringatan Hari Jadi Perusahaan', from: [21, 128, 61], to: [134, 239, 172], description: '<p>Seluruh pegawai wajib mengikuti <em>apel pagi</em> di halaman Kantor Pusat pukul 07.15 WIB dengan seragam batik perusahaan.</p>' },
      { title: 'Pembaruan Data Pegawai Tahun Ini', from: [180, 83, 9], to: [253, 186, 116], description: '<p>Bagian Umum dan SDM mengingatkan seluruh pegawai untuk memeriksa data diri pada aplikasi Absensi. Jika terdapat data yang tidak sesuai, silakan menghubungi Sub Bagian Kepegawaian dengan membawa dokumen pendukung seperti KTP, Kartu Keluarga, dan ijazah terakhir paling lambat akhir bulan ini.</p><ul><li>KTP</li><li>Kartu Keluarga</li><li>Ijazah terakhir</li></ul>' },
      { title: 'Jadwal Pembacaan Meter Bulan Ini', from: [126, 34, 206], to: [216, 180, 254], description: '<p>Pembacaan meter pelanggan dilaksanakan mulai tanggal 1 sampai 10. Petugas pembaca meter wajib melakukan absen di lokasi dengan foto lokasi dan surat tugas.</p>' },
    ] as const;
    for (const [index, item] of announcements.entries()) {
      const image = await storeFile(trx, files, { bytes: banner(item.from, item.to), kind: 'announcement', ownerId: null, contentType: 'image/png', width: 320, height: 160, claimed: true }, now);
      await trx
        .insertInto('announcements')
        .values({ title: item.title, description: item.description, image_file_id: image, start_date: addDays(today, -index * 9), end_date: addDays(today, 14 - index * 3), created_at: createdAt, notified_at: createdAt })
        .execute();
    }
  });
}
