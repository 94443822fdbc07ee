import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { ROLES } from '../src/contract/session';
import { ROLE_LABELS } from '../src/domain/roles';
import { sanitizeAnnouncementHtml } from './announcements/sanitize';
import { withdrawAnnouncement } from './announcements/withdraw';
import { recordAudit } from './audit/auditLog';
import { hashPassword } from './auth/password';
import { passwordCheck } from './auth/passwordPolicy';
import { endEverySession } from './auth/sessions';
import { configFromEnv, type ServerConfig } from './config';
import { REJECTION_NOTE_REQUIRED } from '../src/contract/schemas';
import { ApiError } from './http/errors';
import { decideLeave } from './leave/requests';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import type { Database } from './db/types';
import { deleteAbandonedUploads } from './files/cleanup';
import { decodesWhole } from './files/decodeImage';
import { sniffImage } from './files/sniff';
import { type FileStore, fileStoreFor, storeFile } from './files/storage';
import { MissingPhotoKey, newPhotoKey, NO_PHOTO_KEYS } from './files/sealing';
import { unopenableFiles } from './files/photoKeyCheck';
import { deleteExpiredPhotos } from './privacy/retention';
import { replaceProfilePhoto } from './files/profilePhoto';
import { ImportRefused } from './import/csvRows';
import { forTerminal } from './text';
import { importEmployees } from './import/employees';
import { importOffices } from './import/offices';
import { notifierFor, type Notifier } from './push/notifier';
import { notifyAnnouncement, notifyLeaveDecided } from './push/notifications';
import { jakartaDate } from './time';
import { decideRecord, RECORD_MESSAGES } from './attendance/recordDecisions';
import { parseFlags } from './records/lifecycle';
import { flagsOf } from '../src/domain/verification';
import { date, latitude, longitude, password, positionLevel, radius, text, username } from './import/fields';

const USAGE = `Pemakaian: npm run admin -- <perintah> [opsi]

  create-office      --name <nama> --lat <lintang> --lng <bujur> --radius <meter> [--address <alamat>]
  create-employee    --username <u> --password <p> --name <nama> --nup <nup> --position <jabatan> --level <angka>
                     [--office <nama kantor>] [--department <bagian>] [--sub-department <sub bagian>]
                     [--supervisor <username atasan>]
  reset-password     --username <u> --password <p>
  post-announcement  --title <judul> --description <html> --start <yyyy-mm-dd> --end <yyyy-mm-dd> [--image <file jpg/png/webp>]
                     HTML dibersihkan: hanya format teks dan tautan http(s)/mailto yang disimpan
  withdraw-announcement --id <nomor>   tarik pengumuman: tidak lagi tampil bagi pegawai (dicatat di log audit)
  set-photo          --username <u> --file <foto jpg/png/webp>   foto profil pegawai (dasbor, Akun, header)
  import-offices     --file <kantor.csv>    kolom: name,latitude,longitude,radius[,address]
  import-employees   --file <pegawai.csv>   kolom: username,name,nup,position,level[,password,office,department,
                                            sub_department,supervisor]  (lihat docs/import.md)
  cleanup            hapus foto dan lampiran unggahan yang tidak dipakai setelah 24 jam
  retention          hapus sekarang foto dan posisi yang masa simpannya berakhir (server melakukannya tiap jam)
  new-photo-key      --name <nama>   buat kunci enkripsi foto baru untuk PHOTO_KEYS (docs/deployment.md)
  reseal-photos      enkripsi ulang setiap foto dan lampiran dengan kunci pertama PHOTO_KEYS (setelah ganti kunci)
  check-photo-keys   daftar berkas yang tidak dapat dibuka karena kuncinya tidak ada di PHOTO_KEYS
                     (nomor, jenis, pemilik, waktu dibuat, nama kunci)
  decide-leave       --id <nomor> (--approve | --reject --note <alasan>) [--note <catatan>]
                     putuskan pengajuan izin sebagai SDM (pengajuan siapa pun yang masih menunggu)
  decide-record      --kind attendance|lembur --id <nomor> (--approve | --accept-at-receipt | --reject --note <alasan>)
                     putuskan absen atau lembur yang menunggu verifikasi, sebagai SDM
  set-leave-cap      --type <kode> (--days <hari kerja> | --none)   batas tahunan satu jenis izin (IZIN bawaan 12)
  set-field-staff    --username <u> (--on | --off)   pegawai lapangan: absen di luar kantor tidak perlu konfirmasi
  add-holiday        --date <yyyy-mm-dd> --name <nama>   hari libur: tidak dihitung sebagai hari kerja cuti
  set-leave-quota    --username <u> --year <tahun> --days <hari kerja>   kuota cuti tahunan (bawaan 12)
  set-role           --username <u> --role employee|hr|admin   peran: hr dan admin memakai konsol SDM (/hr),
                     admin juga mengelola akun SDM; dicatat di log audit

Database: DATABASE_URL (PostgreSQL) atau SQLite di DATA_DIR (bawaan ./data).`;

class UsageError extends Error {}

const PhotoKeyArgsSchema = v.object({ name: v.pipe(text('--name'), v.regex(/^[A-Za-z0-9_-]{1,32}$/, '--name: huruf, angka, - atau _, paling panjang 32.')) });
const OfficeArgsSchema = v.object({
  name: text('--name'),
  lat: latitude('--lat'),
  lng: longitude('--lng'),
  radius: radius('--radius'),
  address: v.optional(v.string()),
});
const EmployeeArgsSchema = v.object({
  username: username('--username'),
  password: password('--password'),
  name: text('--name'),
  nup: text('--nup'),
  position: text('--position'),
  level: positionLevel('--level'),
  office: v.optional(v.string()),
  department: v.optional(v.string()),
  'sub-department': v.optional(v.string()),
  supervisor: v.optional(v.string()),
});
const ResetPasswordArgsSchema = v.object({
  username: v.pipe(text('--username'), v.toLowerCase()),
  password: password('--password'),
});
const AnnouncementArgsSchema = v.pipe(
  v.object({
    title: text('--title'),
    description: text('--description'),
    start: date('--start'),
    end: date('--end'),
    image: v.optional(v.string()),
  }),
  v.check((a) => a.start <= a.end, '--end tidak boleh sebelum --start.'),
);

function parse<S extends v.GenericSchema>(schema: S, values: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, values);
  if (!result.success) throw new UsageError(result.issues[0].message);
  return result.output;
}

async function idByName(db: Kysely<Database>, table: 'departments', name: string): Promise<number> {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  return found?.id ?? (await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

const FileArgsSchema = v.object({ file: text('--file') });
const PhotoArgsSchema = v.object({ username: v.pipe(text('--username'), v.toLowerCase()), file: text('--file') });
/** Profile photos are shown small; a larger picture is refused rather than sent to every phone. */
const MAX_PROFILE_PHOTO_BYTES = 2 * 1024 * 1024;
const MAX_PROFILE_PHOTO_PIXELS = 4096 * 4096;

async function readImage(path: string, maxBytes: number, maxPixels: number) {
  const bytes = await readFile(path).catch(() => {
    throw new UsageError(`Berkas gambar '${path}' tidak dapat dibaca.`);
  });
  if (bytes.length > maxBytes) throw new UsageError(`Gambar maksimal ${maxBytes / 1024 / 1024} MB.`);
  const image = sniffImage(bytes);
  if (!image || !(await decodesWhole(bytes, image, maxPixels))) throw new UsageError('Gambar harus berupa JPEG, PNG atau WebP yang utuh.');
  return { bytes, ...image };
}
const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(text(label), v.regex(/^\d+$/, `${label} harus bilangan bulat.`), v.transform(Number), v.minValue(min, `${label} minimal ${min}.`), v.maxValue(max, `${label} maksimal ${max}.`));
const DecideLeaveArgsSchema = v.pipe(
  v.object({
    id: wholeNumber('--id', 1, 999_999_999),
    approve: v.optional(v.boolean(), false),
    reject: v.optional(v.boolean(), false),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, '--note maksimal 500 karakter.')), ''),
  }),
  v.check((a) => a.approve !== a.reject, 'Pilih salah satu: --approve atau --reject.'),
  v.check((a) => a.approve || a.note.length > 0, `--reject membutuhkan --note: ${REJECTION_NOTE_REQUIRED}`),
);
const WithdrawAnnouncementArgsSchema = v.object({ id: wholeNumber('--id', 1, 999_999_999) });
const DecideRecordArgsSchema = v.pipe(
  v.object({
    kind: v.picklist(['attendance', 'lembur'], '--kind harus attendance atau lembur.'),
    id: wholeNumber('--id', 1, 999_999_999),
    approve: v.optional(v.boolean(), false),
    'accept-at-receipt': v.optional(v.boolean(), false),
    reject: v.optional(v.boolean(), false),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, '--note maksimal 500 karakter.')), ''),
  }),
  v.check((a) => [a.approve, a['accept-at-receipt'], a.reject].filter(Boolean).length === 1, 'Pilih salah satu: --approve, --accept-at-receipt atau --reject.'),
  v.check((a) => !a.reject || a.note.length > 0, `--reject membutuhkan --note: ${REJECTION_NOTE_REQUIRED}`),
);
const LeaveCapArgsSchema = v.pipe(
  v.object({ type: v.pipe(text('--type'), v.toUpperCase()), days: v.optional(wholeNumber('--days', 0, 366)), none: v.optional(v.boolean(), false) }),
  v.check((a) => (a.days === undefined) === a.none, 'Pilih salah satu: --days <hari kerja> atau --none.'),
);
const FieldStaffArgsSchema = v.pipe(
  v.object({ username: v.pipe(text('--username'), v.toLowerCase()), on: v.optional(v.boolean(), false), off: v.optional(v.boolean(), false) }),
  v.check((a) => a.on !== a.off, 'Pilih salah satu: --on atau --off.'),
);
const HolidayArgsSchema = v.object({ date: date('--date'), name: text('--name') });
const RoleArgsSchema = v.object({
  username: v.pipe(text('--username'), v.toLowerCase()),
  role: v.picklist(ROLES, '--role harus employee, hr atau admin.'),
});
const LeaveQuotaArgsSchema = v.object({
  username: v.pipe(text('--username'), v.toLowerCase()),
  year: wholeNumber('--year', 2000, 2100),
  days: wholeNumber('--days', 0, 366),
});

type Command = (db: Kysely<Database>, values: Record<string, unknown>, files: FileStore, config: ServerConfig, notifier: Notifier) => Promise<string>;

const commands: Record<string, Command> = {
  async 'create-office'(db, values) {
    const args = parse(OfficeArgsSchema, values);
    const { id } = await db
      .insertInto('offices')
      .values({ name: args.name, address: args.address ?? null, latitude: args.lat, longitude: args.lng, radius_m: args.radius })
      .returning('id')
      .executeTakeFirstOrThrow();
    return `Kantor '${args.name}' dibuat (id ${id}).`;
  },

  async 'create-employee'(db, values) {
    const args = parse(EmployeeArgsSchema, values);
    const taken = await db.selectFrom('employees').select('id').where((eb) => eb.or([eb('username', '=', args.username), eb('nup', '=', args.nup)])).executeTakeFirst();
    if (taken) throw new UsageError(`Username '${args.username}' atau NUP '${args.nup}' sudah dipakai.`);
    const office = args.office ? await db.selectFrom('offices').select('id').where('name', '=', args.office).executeTakeFirst() : undefined;
    if (args.office && !office) throw new UsageError(`Kantor '${args.office}' tidak ditemukan. Buat dulu dengan create-office.`);
    const supervisor = args.supervisor ? await db.selectFrom('employees').select('id').where('username', '=', args.supervisor.toLowerCase()).executeTakeFirst() : undefined;
    if (args.supervisor && !supervisor) throw new UsageError(`Atasan '${args.supervisor}' tidak ditemukan.`);
    if (args['sub-department'] && !args.department) throw new UsageError('--sub-department membutuhkan --department.');
    const weakness = (await passwordCheck())(args.password, args);
    if (weakness) throw new UsageError(`--password: ${weakness}`);
    const schedule = await db.selectFrom('work_schedules').select('id').orderBy('id').executeTakeFirst();
    const passwordHash = await hashPassword(args.password);
    return db.transaction().execute(async (trx) => {
      const departmentId = args.department ? await idByName(trx, 'departments', args.department) : null;
      let subDepartmentId: number | null = null;
      if (args['sub-department'] && departmentId) {
        const found = await trx.selectFrom('sub_departments').select('id').where('department_id', '=', departmentId).where('name', '=', args['sub-department']).executeTakeFirst();
        subDepartmentId = found?.id ?? (await trx.insertInto('sub_departments').values({ department_id: departmentId, name: args['sub-department'] }).returning('id').executeTakeFirstOrThrow()).id;
      }
      const { id } = await trx
        .insertInto('employees')
        .values({
          username: args.username,
          password_hash: passwordHash,
          nup: args.nup,
          name: args.name,
          position: args.position,
          position_level: args.level,
          department_id: departmentId,
          sub_department_id: subDepartmentId,
          office_id: office?.id ?? null,
          supervisor_id: supervisor?.id ?? null,
          schedule_id: schedule?.id ?? null,
          photo_file_id: null, birth_place: null, birth_date: null, contact: null, address: null, married_status: null,
          blood_type: null, religion: null, last_education: null, entry_date: null, grade: null, grade_date: null,
          dependent_children: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (office) await trx.insertInto('employee_offices').values({ employee_id: id, office_id: office.id }).execute();
      return `Pegawai '${args.username}' dibuat (id ${id}).`;
    });
  },

  async 'reset-password'(db, values) {
    const args = parse(ResetPasswordArgsSchema, values);
    const employee = await db.selectFrom('employees').select(['id', 'username', 'nup', 'name']).where('username', '=', args.username).executeTakeFirst();
    if (!employee) throw new UsageError(`Pegawai '${args.username}' tidak ditemukan.`);
    const weakness = (await passwordCheck())(args.password, employee);
    if (weakness) throw new UsageError(`--password: ${weakness}`);
    const passwordHash = await hashPassword(args.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('employees').set({ password_hash: passwordHash }).where('id', '=', employee.id).execute();
      await endEverySession(trx, employee.id, new Date());
    });
    return `Password '${args.username}' diganti; sesi lama berakhir.`;
  },

  async 'post-announcement'(db, values, files, _config, notifier) {
    const args = parse(AnnouncementArgsSchema, values);
    let imageFileId: string | null = null;
    if (args.image) {
      const image = await readImage(args.image, MAX_PROFILE_PHOTO_BYTES * 2, MAX_PROFILE_PHOTO_PIXELS);
      imageFileId = await storeFile(db, files, { kind: 'announcement', ownerId: null, ...image, claimed: true }, new Date());
    }
    const { id } = await db
      .insertInto('announcements')
      .values({
        title: args.title,
        description: await sanitizeAnnouncementHtml(args.description),
        image_file_id: imageFileId,
        start_date: args.start,
        end_date: args.end,
        created_at: new Date().toISOString(),
        notified_at: args.start <= jakartaDate(new Date()) ? new Date().toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (args.start <= jakartaDate(new Date())) await notifyAnnouncement(db, notifier, id, args.title);
    return `Pengumuman '${args.title}' diterbitkan (id ${id}).`;
  },

  async 'withdraw-announcement'(db, values) {
    const { id } = parse(WithdrawAnnouncementArgsSchema, values);
    try {
      await withdrawAnnouncement(db, id, null, new Date());
    } catch (error) {
      if (error instanceof ApiError) throw new UsageError(error.message);
      throw error;
    }
    return `Pengumuman ${id} ditarik: tidak lagi tampil bagi pegawai.`;
  },

  'import-offices': (db, values) => importOffices(db, parse(FileArgsSchema, values).file),
  'import-employees': (db, values) => importEmployees(db, parse(FileArgsSchema, values).file, new Date()),

  async cleanup(db, _values, files) {
    const removed = await deleteAbandonedUploads(db, files, new Date());
    return `${removed} unggahan yang tidak dipakai dihapus.`;
  },

  async retention(db, _values, files) {
    const counts = await deleteExpiredPhotos(db, files, () => new Date());
    if (!counts) return 'Penghapusan sesuai masa simpan sedang berjalan di proses lain.';
    return `Sesuai masa simpan dihapus: foto dan posisi dari ${counts.records} absen dan lembur, ${counts.requests} bukti dan lampiran, ${counts.files} berkas.`;
  },

  async 'new-photo-key'(_db, values) {
    const { name } = parse(PhotoKeyArgsSchema, values);
    return `Kunci baru (taruh di depan PHOTO_KEYS, kunci lama tetap di belakangnya sampai reseal-photos selesai):\n${newPhotoKey(name)}`;
  },

  async 'reseal-photos'(db, _values, files, config) {
    if (!config.photoKeys?.current) throw new UsageError('PHOTO_KEYS belum diisi: tidak ada kunci untuk mengenkripsi foto.');
    let resealed = 0;
    let checked = 0;
    let unopenable = 0;
    for (let after = ''; ; ) {
      const ids = (await db.selectFrom('stored_files').select('id').where('id', '>', after).orderBy('id').limit(200).execute()).map((row) => row.id);
      for (const id of ids) {
        const outcome = await files.reseal(db, id).catch((error: unknown) => {
          if (!(error instanceof MissingPhotoKey)) throw error;
          unopenable += 1;
          return false;
        });
        if (outcome) resealed += 1;
      }
      checked += ids.length;
      if (ids.length < 200) break;
      after = ids.at(-1)!;
    }
    const skipped = unopenable > 0 ? ` ${unopenable} tidak dapat dibuka karena kuncinya tidak ada di PHOTO_KEYS (lihat check-photo-keys).` : '';
    return `${checked} berkas diperiksa; ${resealed} dienkripsi ulang dengan kunci '${config.photoKeys.current.id}'.${skipped}`;
  },

  async 'check-photo-keys'(db, _values, files, config) {
    const lines: string[] = [];
    const unreadable: string[] = [];
    const scan = unopenableFiles(db, files, config.photoKeys ?? NO_PHOTO_KEYS, { unreadable: async (id, error) => unreadable.push(`${id}  ${(error as Error).message}`) });
    for await (const file of scan) {
      lines.push([file.id, file.kind, file.owner ? `${file.owner.username} (${file.owner.name})` : '-', file.created_at, `kunci '${file.key}'`].join('  '));
    }
    const notRead = unreadable.length > 0 ? `\n${unreadable.length} berkas tidak dapat dibaca sama sekali:\n${unreadable.join('\n')}` : '';
    if (lines.length === 0) return `Setiap berkas tersimpan dapat dibuka dengan kunci di PHOTO_KEYS.${notRead}`;
    return `${lines.length} berkas tidak dapat dibuka karena kuncinya tidak ada di PHOTO_KEYS (nomor, jenis, pemilik, dibuat, kunci):\n${lines.join('\n')}\nKembalikan kunci itu ke PHOTO_KEYS lalu jalankan reseal-photos; tanpa kuncinya berkas ini tidak dapat dibuka lagi.${notRead}`;
  },

  async 'decide-leave'(db, values, files, config, notifier) {
    const args = parse(DecideLeaveArgsSchema, values);
    try {
      await decideLeave({ db, files, config, now: () => new Date() }, { id: args.id, approve: args.approve, note: args.note, decider: null });
    } catch (error) {
      if (error instanceof ApiError) throw new UsageError(error.message);
      throw error;
    }
    await notifyLeaveDecided(db, notifier, args.id);
    return `Pengajuan izin ${args.id} ${args.approve ? 'disetujui' : 'ditolak'}.`;
  },

  async 'decide-record'(db, values, _files, _config, notifier) {
    const args = parse(DecideRecordArgsSchema, values);
    const decision = args.approve ? 'approve' : args['accept-at-receipt'] ? 'accept_at_receipt' : 'reject';
    const kind = args.kind === 'lembur' ? 'overtime' : 'attendance';
    // The operator decides over the flags the record has now, which the answer names.
    const flags = parseFlags((await db.selectFrom(kind).select('flags').where('id', '=', args.id).executeTakeFirst())?.flags ?? '');
    try {
      await decideRecord({ db, notifier, now: () => new Date() }, { kind, id: args.id, decision, note: args.note, flagsSeen: flags, decider: null });
    } catch (error) {
      if (error instanceof ApiError) throw new UsageError(error.message);
      throw error;
    }
    const over = flags.length > 0 ? ` (tanda: ${flagsOf(flags).map((flag) => flag.label).join(', ')})` : '';
    return `${kind === 'overtime' ? 'Lembur' : 'Absen'} ${args.id}${over}: ${RECORD_MESSAGES.decided[kind][decision]}`;
  },

  async 'set-leave-cap'(db, values) {
    const args = parse(LeaveCapArgsSchema, values);
    const changed = await db.updateTable('leave_types').set({ yearly_cap: args.days ?? null }).where('code', '=', args.type).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new UsageError(`Jenis izin '${args.type}' tidak dikenal.`);
    return args.days === undefined ? `Izin ${args.type}: tanpa batas tahunan.` : `Izin ${args.type}: paling banyak ${args.days} hari kerja setahun.`;
  },

  async 'set-field-staff'(db, values) {
    const args = parse(FieldStaffArgsSchema, values);
    const changed = await db.updateTable('employees').set({ field_staff: args.on ? 1 : 0 }).where('username', '=', args.username).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new UsageError(`Pegawai '${args.username}' tidak ditemukan.`);
    return args.on
      ? `'${args.username}' pegawai lapangan: absen di luar kantor tercatat tanpa konfirmasi atasan.`
      : `'${args.username}' bukan pegawai lapangan: absen di luar kantor menunggu konfirmasi atasan.`;
  },

  async 'set-role'(db, values) {
    const args = parse(RoleArgsSchema, values);
    const employee = await db.selectFrom('employees').select(['id', 'role']).where('username', '=', args.username).executeTakeFirst();
    if (!employee) throw new UsageError(`Pegawai '${args.username}' tidak ditemukan.`);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('employees').set({ role: args.role }).where('id', '=', employee.id).execute();
      const change = { actorId: null, action: 'employee.role', entity: 'employee', entityId: employee.id };
      await recordAudit(trx, { ...change, before: { role: employee.role }, after: { role: args.role } }, new Date());
    });
    return `Peran '${args.username}': ${args.role} (${ROLE_LABELS[args.role]}).`;
  },

  async 'add-holiday'(db, values) {
    const args = parse(HolidayArgsSchema, values);
    await db
      .insertInto('holidays')
      .values({ date: args.date, name: args.name })
      .onConflict((conflict) => conflict.column('date').doUpdateSet({ name: args.name }))
      .execute();
    return `Hari libur ${args.date} (${args.name}) dicatat.`;
  },

  async 'set-photo'(db, values, files) {
    const args = parse(PhotoArgsSchema, values);
    const employee = await db.selectFrom('employees').select('id').where('username', '=', args.username).executeTakeFirst();
    if (!employee) throw new UsageError(`Pegawai '${args.username}' tidak ditemukan.`);
    const image = await readImage(args.file, MAX_PROFILE_PHOTO_BYTES, MAX_PROFILE_PHOTO_PIXELS);
    const photoId = await storeFile(db, files, { kind: 'profile', ownerId: employee.id, ...image, claimed: false }, new Date());
    await db.transaction().execute((trx) => replaceProfilePhoto(trx, employee.id, photoId, new Date()));
    return `Foto profil '${args.username}' dipasang.`;
  },

  async 'set-leave-quota'(db, values) {
    const args = parse(LeaveQuotaArgsSchema, values);
    const employee = await db.selectFrom('employees').select('id').where('username', '=', args.username).executeTakeFirst();
    if (!employee) throw new UsageError(`Pegawai '${args.username}' tidak ditemukan.`);
    await db
      .insertInto('leave_quotas')
      .values({ employee_id: employee.id, year: args.year, days: args.days })
      .onConflict((conflict) => conflict.columns(['employee_id', 'year']).doUpdateSet({ days: args.days }))
      .execute();
    return `Kuota cuti '${args.username}' tahun ${args.year}: ${args.days} hari kerja.`;
  },
};

const OPTIONS = Object.fromEntries(
  [
    ...['name', 'lat', 'lng', 'radius', 'address', 'username', 'password', 'nup', 'position', 'level', 'office', 'department', 'sub-department', 'supervisor', 'title', 'description', 'start', 'end', 'image', 'file', 'id', 'note', 'date', 'year', 'days', 'kind', 'type', 'role'].map(
      (name) => [name, { type: 'string' as const }],
    ),
    ...['approve', 'reject', 'accept-at-receipt', 'on', 'off', 'none'].map((name) => [name, { type: 'boolean' as const }]),
  ],
);

/** `--lat -6.98` is how anyone types a southern latitude; parseArgs would take -6.98 for an option. */
function joinNegativeNumbers(args: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const [arg, next] = [args[i]!, args[i + 1]];
    if (/^--[^=]+$/.test(arg) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = joinNegativeNumbers(argv);
  const run = command ? commands[command] : undefined;
  if (!run) {
    console.error(command && command !== 'help' ? `Perintah tidak dikenal: ${command}\n\n${USAGE}` : USAGE);
    return command === 'help' ? 0 : 2;
  }
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const config = configFromEnv();
  const database = openDatabase(config);
  const notifier = notifierFor(database.db, config, () => new Date());
  try {
    await migrateToLatest(database.db, database.dialect);
    console.log(forTerminal(await run(database.db, values, fileStoreFor(config), config, notifier)));
    await notifier.idle();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(forTerminal(error.message));
      return 2;
    }
    if (error instanceof ImportRefused) {
      console.error(`Tidak ada yang diimpor. Perbaiki ${error.problems.length} masalah berikut lalu ulangi:\n${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
