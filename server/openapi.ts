import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import * as hr from '../src/contract/hr';
import * as passkey from '../src/contract/passkey';
import * as schemas from '../src/contract/schemas';
import * as session from '../src/contract/session';
import * as shifts from '../src/contract/shifts';

const contract = { ...session, ...schemas, ...hr, ...shifts, ...passkey };

type SchemaName = keyof typeof contract;

interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  /** Sends the `token` header. */
  auth: boolean;
  body?: SchemaName;
  /** Photo fields of a multipart body, besides the text fields of `body`. */
  files?: string[];
  /** Content types of a body sent as raw bytes. */
  raw?: string[];
  query?: SchemaName;
  idempotent?: boolean;
  /** A schema, or 'file' for a stored photo or attachment. */
  answer: SchemaName | 'file';
  errors: number[];
}

/** Every call this server answers, with the contract schemas it reads and answers with. */
export const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/pwa/login',
    summary: 'Masuk dengan username dan password; membuka sesi di server. Percobaan gagal dibatasi per username+alamat, per username, dan per alamat (tersimpan di database, berlaku untuk semua server). `device_key` dari jawaban masuk sebelumnya di perangkat ini membebaskan dari batas per username (batas per alamat tetap); password salah dengan kunci itu mencabutnya (docs/security.md).',
    auth: false,
    body: 'LoginRequestSchema',
    answer: 'LoginResponseSchema',
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/pwa/logout',
    summary: 'Keluar Akun: sesi token ini berakhir di server, di semua proses server; token itu dijawab 401 sejak itu.',
    auth: true,
    answer: 'LogoutResponseSchema',
    errors: [401],
  },
  {
    method: 'get',
    path: '/mobile-v2/absent-information',
    summary: 'Data dashboard: pegawai, kantor, dan absen hari ini (Asia/Jakarta).',
    auth: true,
    answer: 'DashboardSchema',
    errors: [401],
  },
  {
    method: 'post',
    path: '/mobile-v2/absen-check',
    summary: 'Pemeriksaan absen: radius kantor (posisi di dalam radius salah satu kantor pegawai) dan keterlambatan menurut jadwal. Tidak menyimpan apa pun; `check_id` yang ditandatangani dikirim kembali saat submit.',
    auth: true,
    body: 'AttendanceCheckRequestSchema',
    answer: 'AttendanceCheckResponseSchema',
    errors: [400, 401, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/ref-kelainan',
    summary: 'Daftar alasan: `luar-masuk`, `luar-pulang`, atau kosong untuk terlambat.',
    auth: true,
    query: 'AnomalyTypeQuerySchema',
    answer: 'AnomalyOptionsSchema',
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/mobile-v2/upload-photo',
    summary: 'Foto absen (multipart): jenis dari isi berkas (JPEG/PNG/WebP), maksimal 2 MB dan 32-4096 piksel per sisi, harus dapat didekode utuh; paling banyak 30 foto per pegawai per jam (429). Disimpan dengan nama acak; foto yang tidak dipakai absen dalam 24 jam dihapus.',
    auth: true,
    body: 'PhotoUploadFieldsSchema',
    files: ['filename_image', 'filename_location', 'filename_letter'],
    answer: 'PhotoUploadResponseSchema',
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/mobile-v2/absen-upload',
    summary: 'Menyimpan absen dengan status verifikasi (`verification`, `flags`, `checked_at`, `received_at`). Dengan `check_id`: waktu dan koordinat absen = waktu dan koordinat pemeriksaan (koordinat lain ditolak), setiap pemeriksaan dipakai sekali (409); terkirim lebih dari 10 menit setelah pemeriksaan = `pending` dengan flag `late_delivery`. Tanpa `check_id` dengan `taken_at` (diambil tanpa koneksi): selalu `pending` (`offline`; `device_clock` bila `server_time` + `elapsed_ms` tidak cocok); ditolak bila lebih maju dari server atau lebih awal dari pemeriksaan yang sudah dijawab sesudahnya. Foto harus diunggah setelah waktu absen dan hanya dipakai satu absen; wajah minimal 240 piksel sisi pendek. Di luar kantor: `pending` (`field_duty`) kecuali pegawai lapangan. Header Idempotency-Key: pengiriman ulang dengan kunci yang sama dicatat sekali.',
    auth: true,
    body: 'AttendanceSubmitSchema',
    idempotent: true,
    answer: 'AttendanceSubmitResponseSchema',
    errors: [400, 401, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/riwayat-absen',
    summary: 'Riwayat absen satu bulan, satu item per hari sampai hari ini, terbaru dulu. Ekstensi: `verification` (yang paling belum pasti dari absen hari itu), `flags`, `checked_at`, `received_at`, dan `in_record`/`out_record` per absen; hari dengan absen `pending` berstatus `Menunggu Verifikasi`.',
    auth: true,
    query: 'PeriodQuerySchema',
    answer: 'AttendanceHistorySchema',
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/mobile-v2/riwayat-absen-bawahan',
    summary: 'Absen staf: semua bawahan langsung dan tidak langsung, satu item per staf per hari (paling lama 31 hari), dengan field verifikasi seperti riwayat absen. Hanya level jabatan di atas 4.',
    auth: true,
    query: 'StaffAttendanceQuerySchema',
    answer: 'StaffAttendanceListSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/mobile-v2/absen-lembur/check',
    summary: 'Pemeriksaan absen lembur: radius kantor bila `is_location` 1. Masuk lembur: tidak ada lembur yang belum diakhiri, satu per hari, dan pada hari kerja setelah absen pulang; pulang lembur: ada lembur yang berlangsung. `check_id` dikirim kembali saat insert.',
    auth: true,
    body: 'OvertimeCheckRequestSchema',
    answer: 'OvertimeCheckResponseSchema',
    errors: [400, 401, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/mobile-v2/absen-lembur/upload-photo',
    summary: 'Foto lembur (multipart): `filename_image` (wajah) dan `filename_location` (lokasi), keduanya wajib; aturan foto sama dengan upload-photo.',
    auth: true,
    body: 'PhotoUploadFieldsSchema',
    files: ['filename_image', 'filename_location'],
    answer: 'OvertimePhotoUploadResponseSchema',
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/mobile-v2/absen-lembur/insert',
    summary: 'Menyimpan masuk atau pulang lembur dengan aturan yang sama seperti pemeriksaan dan absen (pemeriksaan sekali pakai, 10 menit, `taken_at` selalu `pending`). Pulang lembur mencatat `duration_minutes` (paling banyak batas harian: 4 jam di hari kerja, 11 jam di hari libur untuk 5 hari kerja seminggu, 10 jam untuk 6) dan selalu `pending` (`overtime_approval`) sampai atasan memutuskan; lembur yang tidak diakhiri ditutup otomatis pada batas atau awal jam kerja besok (`overtime_capped`). Header Idempotency-Key: dicatat sekali.',
    auth: true,
    body: 'OvertimeSubmitSchema',
    idempotent: true,
    answer: 'OvertimeSubmitResponseSchema',
    errors: [400, 401, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/absen-lembur/list',
    summary: 'Lembur satu bulan, satu item per hari lembur, terbaru dulu: `Lembur` (selesai dan disetujui), `Lembur Berlangsung`, `Menunggu Verifikasi` atau `Lembur Ditolak`, dengan field verifikasi seperti riwayat absen.',
    auth: true,
    query: 'PeriodQuerySchema',
    answer: 'OvertimeListSchema',
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/files/{id}',
    summary: 'Foto dan lampiran melalui URL bertanda tangan (`expires`, `signature`) dari jawaban API lain; tanpa header token.',
    auth: false,
    answer: 'file',
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/mobile-v2/izin/list',
    summary: 'Pilihan alasan izin (`form`, dengan `attachment_after_days`: pengajuan lebih lama dari sekian hari wajib berlampiran) dan pengajuan yang bersinggungan dengan bulan itu (`history`, terbaru dulu; yang dibatalkan tidak tampil). Status 0 menunggu, 1 diterima, lainnya ditolak; `note` catatan atasan.',
    auth: true,
    query: 'PeriodQuerySchema',
    answer: 'LeaveListSchema',
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/mobile-v2/izin/insert',
    summary: 'Mengajukan izin. Tanggal seperti `05 Maret 2025` (atau yyyy-mm-dd); akhir tidak sebelum awal, paling lama 60 hari, awal paling lama 30 hari lalu dan paling jauh 1 tahun lagi, minimal satu hari kerja; tidak bertumpuk dengan pengajuan menunggu/diterima (409); CUTI dalam satu tahun dan tidak melebihi kuota dikurangi cuti diterima dan menunggu (409). `filename` wajib bila jenisnya meminta lampiran. Header Idempotency-Key: dicatat sekali.',
    auth: true,
    body: 'LeaveRequestSchema',
    idempotent: true,
    answer: 'LeaveInsertResponseSchema',
    errors: [400, 401, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/mobile-v2/izin/delete',
    summary: 'Membatalkan pengajuan sendiri yang masih menunggu (403 milik orang lain, 409 sudah diputuskan atau dibatalkan).',
    auth: true,
    body: 'LeaveIdSchema',
    answer: 'LeaveActionResponseSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/izin/get-kuota-cuti',
    summary: 'Kuota cuti tahun ini (atau tahun `start_date`) dalam hari kerja: `akhir_sisa_kuota` = kuota − cuti diterima; `menunggu` = cuti yang masih menunggu. Dengan `start_date` dan `end_date`: `hari_kerja` rentang itu (tanpa akhir pekan jadwal pegawai dan hari libur).',
    auth: true,
    query: 'LeaveQuotaQuerySchema',
    answer: 'LeaveQuotaSchema',
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/mobile-v2/izin/persetujuan',
    summary: 'Ekstensi produk ini: pengajuan menunggu dari seluruh bawahan (langsung dan tidak langsung) atasan yang memanggil, dengan hari kerja, sisa kuota (cuti) dan lampiran. Hanya level jabatan di atas 4 (403).',
    auth: true,
    answer: 'LeaveInboxSchema',
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/mobile-v2/izin/putuskan',
    summary: 'Ekstensi produk ini: menyetujui (`approve`) atau menolak (`reject`, `note` wajib) pengajuan menunggu. 403 untuk level 4 ke bawah atau pengajuan di luar rantai bawahan; 409 bila sudah diputuskan, dibatalkan, atau persetujuan cuti melebihi kuota. Satu keputusan menang bila dua datang bersamaan.',
    auth: true,
    body: 'LeaveDecisionSchema',
    answer: 'LeaveActionResponseSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/verifikasi-absen',
    summary: 'Ekstensi produk ini: absen dan lembur `pending` dari seluruh bawahan (langsung dan tidak langsung) atasan yang memanggil, terlama dulu, dengan flag, waktu diklaim dan diterima, foto (wajah, lokasi, surat, foto profil), jarak dan akurasi. Hanya level jabatan di atas 4 (403).',
    auth: true,
    answer: 'VerificationQueueSchema',
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/mobile-v2/verifikasi-absen/putuskan',
    summary: 'Ekstensi produk ini: memutuskan absen (`kind` `attendance`) atau lembur (`overtime`) yang `pending`: `approve` (dihitung pada waktu diklaim, menjadi `verified`), `accept_at_receipt` (dihitung pada waktu diterima server), `reject` (batal; `note` wajib). 403 untuk level 4 ke bawah atau absen sendiri; 404 di luar rantai bawahan; 409 bila sudah diputuskan. Satu keputusan menang bila dua datang bersamaan.',
    auth: true,
    body: 'RecordDecisionSchema',
    answer: 'RecordDecisionResponseSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/pwa/passkey/options',
    summary: 'Ekstensi produk ini (docs/passkeys.md): opsi pembuatan passkey standar WebAuthn untuk ponsel ini (passkey platform, resident key preferred, user verification required, ES256 dan RS256, attestation none; perangkat pegawai yang belum dicabut dikecualikan). Relying party: PUBLIC_ORIGIN, atau tanpa itu hanya origin loopback dari header Origin (400 selain itu). Tantangannya berlaku 5 menit.',
    auth: true,
    answer: 'PasskeyCreationOptionsSchema',
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/pwa/passkey/register',
    summary: 'Ekstensi produk ini: mendaftarkan passkey dari respons registrasi standar WebAuthn (ditambah `device_name` dan `enrolment_code`). Perangkat langsung `active` hanya dengan kode pendaftaran sekali pakai dari SDM (`enrolment_code`) selama tidak ada perangkat aktif lain; tanpa kode, setiap perangkat (juga yang pertama) `pending` sampai atasan (rantai) atau SDM menyetujuinya, dan sampai itu absen pegawai tanpa perangkat aktif dinilai seperti tanpa perangkat. 400 juga untuk kode yang salah, sudah dipakai, atau kedaluwarsa. Tercatat di log audit pegawai dan diberitahukan ke semua ponsel pegawai. 400 bila respons tidak sah, tantangan bukan dari server ini untuk pegawai ini, atau waktunya habis; 409 bila perangkat sudah terdaftar.',
    auth: true,
    body: 'PasskeyRegistrationSchema',
    answer: 'PasskeyRegisterResponseSchema',
    errors: [400, 401, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/pwa/passkey/devices',
    summary: 'Ekstensi produk ini: perangkat absen pegawai sendiri (nama, tanggal didaftarkan, terakhir dipakai, status) dan apakah SDM membebaskannya.',
    auth: true,
    answer: 'PasskeyDevicesResponseSchema',
    errors: [401],
  },
  {
    method: 'get',
    path: '/pwa/passkey/pending',
    summary: 'Ekstensi produk ini: perangkat yang menunggu persetujuan dari bawahan (langsung dan tidak langsung) pemanggil; semua pegawai untuk SDM. Terlama dulu.',
    auth: true,
    answer: 'PendingPasskeysSchema',
    errors: [401],
  },
  {
    method: 'post',
    path: '/pwa/passkey/decide',
    summary: 'Ekstensi produk ini: `approve` perangkat yang `pending`, atau `revoke` (menolak yang `pending`; mencabut yang `active` hanya SDM). Hanya atasan dalam rantai pegawai atau SDM (403). Tercatat di log audit dan diberitahukan ke pegawai. 404 bila tidak ada; 409 bila sudah diputuskan atau dicabut.',
    auth: true,
    body: 'PasskeyDecisionSchema',
    answer: 'PasskeyMessageSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/pengumuman',
    summary: 'Pengumuman yang berlaku hari ini (tanggal mulai sampai selesai), terbaru dahulu, paling banyak 100. `description` berupa HTML yang sudah dibersihkan saat disimpan (hanya format teks dan tautan http(s)/mailto); `image` berupa URL bertanda tangan. Ekstensi: `id`.',
    auth: true,
    answer: 'AnnouncementListSchema',
    errors: [401],
  },
  {
    method: 'get',
    path: '/mobile-v2/pegawai-data',
    summary: 'Data diri dan data pekerjaan pegawai yang memanggil (hanya miliknya sendiri). Masa kerja dan masa golongan dihitung sampai hari ini dalam tahun dan bulan; nilai yang tidak diketahui berupa null.',
    auth: true,
    answer: 'PersonalDataSchema',
    errors: [401],
  },
  {
    method: 'post',
    path: '/mobile-v2/ubah-password',
    summary: 'Ekstensi produk ini: ganti password sendiri. Password lama diperiksa dengan batas percobaan yang sama seperti masuk (429); password baru minimal 8 karakter, berbeda dari yang lama, bukan username, NUP, atau nama, dan tidak mudah ditebak (daftar password umum, pola berulang atau berurutan). Semua sesi berakhir (401); jawaban membawa token sesi baru untuk perangkat ini.',
    auth: true,
    body: 'ChangePasswordRequestSchema',
    answer: 'ChangePasswordResponseSchema',
    errors: [400, 401, 409, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/mobile-v2/device-token',
    summary: 'Ekstensi produk ini: token push perangkat ini (token FCM, atau langganan Web Push sebagai `webpush:` + base64url(JSON), hanya ke layanan push peramban: 400 selainnya), dikirim aplikasi setelah masuk dan tiap kali dibuka. Token berpindah ke pegawai yang terakhir memakainya; paling banyak 5 perangkat per pegawai. Nilai pengganti "pwa-…" (perangkat tanpa push) diterima tetapi tidak disimpan.',
    auth: true,
    body: 'DeviceTokenRequestSchema',
    answer: 'DeviceTokenResponseSchema',
    errors: [400, 401, 413, 415],
  },
  {
    method: 'post',
    path: '/mobile-v2/device-token/delete',
    summary: 'Ekstensi produk ini: saat keluar akun, perangkat ini berhenti menerima notifikasi pegawai tersebut.',
    auth: true,
    body: 'DeviceTokenRequestSchema',
    answer: 'DeviceTokenResponseSchema',
    errors: [400, 401, 413, 415],
  },
  {
    method: 'get',
    path: '/mobile-v2/web-push/key',
    summary: 'Ekstensi produk ini: kunci publik VAPID server ini, untuk `pushManager.subscribe` pada build tanpa Firebase. Langganan yang dibuat dikirim sebagai token perangkat `webpush:` + base64url(JSON langganan) ke /mobile-v2/device-token (docs/push.md).',
    auth: true,
    answer: 'WebPushKeySchema',
    errors: [401],
  },
  {
    method: 'post',
    path: '/files/upload/pengajuan_izin',
    summary: 'Lampiran izin sebagai body mentah dengan Content-Type-nya, tanpa header token (docs/product.md §7): JPEG/PNG yang dapat didekode utuh atau PDF utuh tanpa skrip/tindakan/berkas sisipan, sesuai jenis yang dikirim; maksimal 5 MB; per alamat paling banyak 20 berkas dan 25 MB per jam (429). Lampiran yang tidak dipakai pengajuan dalam 24 jam dihapus.',
    auth: false,
    raw: ['image/jpeg', 'image/png', 'application/pdf'],
    answer: 'AttachmentUploadResponseSchema',
    errors: [400, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/hr/employees',
    summary: 'Konsol SDM: daftar pegawai (urut nama, paling banyak 5.000), dicari dengan `q` (bagian dari nama, username atau NUP) dan disaring per kantor (`office_id`), bagian (`department`, nama persis) dan status (`active` 1 atau 0). Hanya peran hr dan admin (403).',
    auth: true,
    query: 'HrEmployeeQuerySchema',
    answer: 'HrEmployeeListSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/hr/employees/import',
    summary: 'Konsol SDM: impor pegawai dari CSV atau XLSX (body mentah, maksimal 5 MB; kolom seperti docs/import.md). `mode=preview` tidak menulis apa pun dan menjawab jumlah baris baru/diperbarui dan setiap masalah dengan baris dan kolomnya; `mode=commit` menulis semua baris atau tidak sama sekali (400 dengan `problems` bila ada masalah) dan menjawab password yang dibuatkan sekali saja. Tercatat di log audit.',
    auth: true,
    raw: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    query: 'HrImportQuerySchema',
    answer: 'HrImportResultSchema',
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/employees',
    summary: 'Konsol SDM: menambah pegawai (username, nama, NUP, jabatan dan levelnya, bagian, kantor-kantor dengan kantor utama pertama, atasan, jadwal mingguan atau pola shift, peran, pegawai lapangan). Password dibuatkan dan dijawab sekali. Peran hr/admin hanya oleh admin (403); 409 bila username atau NUP sudah dipakai; 400 bila kantor, jadwal, pola atau atasan tidak ada, atau rantai atasan berputar. Tercatat di log audit. 201.',
    auth: true,
    body: 'HrEmployeeRequestSchema',
    answer: 'HrEmployeeSavedSchema',
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}',
    summary: 'Konsol SDM: mengubah pegawai (kolom seperti menambah, username tetap). Aturan akses seperti menonaktifkan; mengubah peran hanya admin. Tercatat di log audit dengan data sebelum dan sesudah.',
    auth: true,
    body: 'HrEmployeeRequestSchema',
    answer: 'HrEmployeeSavedSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/password',
    summary: 'Konsol SDM: membuat password baru untuk pegawai (dijawab sekali untuk diserahkan); semua sesinya berakhir. Aturan akses seperti menonaktifkan. Tercatat di log audit (tanpa passwordnya).',
    auth: true,
    answer: 'HrEmployeeSavedSchema',
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/photo',
    summary: 'Konsol SDM: foto profil pegawai sebagai multipart/form-data (field `photo`, JPEG/PNG/WebP utuh, maksimal 2 MB). Tercatat di log audit.',
    auth: true,
    files: ['photo'],
    answer: 'HrEmployeeSavedSchema',
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/hr/schedules',
    summary: 'Konsol SDM: jadwal kerja mingguan yang dapat dipasang pada pegawai.',
    auth: true,
    answer: 'HrScheduleListSchema',
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/hr/employees/{id}/passkeys',
    summary: 'Konsol SDM: perangkat absen seorang pegawai dan apakah ia dibebaskan dari tanda tangan perangkat. 403 bila bukan hr/admin; 404 bila tidak ada.',
    auth: true,
    answer: 'PasskeyDevicesResponseSchema',
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/enrolment-code',
    summary: 'Konsol SDM: kode pendaftaran sekali pakai untuk ponsel pegawai (`days` 1-30, bawaan 7), diserahkan langsung kepada pegawainya; hanya ditampilkan sekali, kode lama yang belum dipakai tidak berlaku lagi. Ponsel yang didaftarkan dengan kode ini saat tidak ada ponsel aktif langsung aktif; tanpa kode, ponsel menunggu atasan atau SDM. Tercatat di log audit. Aturan akses seperti menonaktifkan.',
    auth: true,
    body: 'EnrolmentCodeRequestSchema',
    answer: 'EnrolmentCodeResponseSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/passkey-exempt',
    summary: 'Konsol SDM: membebaskan pegawai yang tidak punya ponsel yang mendukung dari tanda tangan perangkat (`exempt` true), atau mengakhirinya. Tercatat di log audit. Aturan akses seperti menonaktifkan.',
    auth: true,
    body: 'PasskeyExemptionSchema',
    answer: 'PasskeyMessageSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/deactivate',
    summary: 'Konsol SDM: menonaktifkan pegawai (tidak pernah menghapus: datanya tetap). Semua sesinya berakhir saat itu juga, token perangkatnya dihapus, masuk ditolak. Tercatat di log audit. 400 untuk akun sendiri; 403 bila bukan hr/admin atau bila akun hr/admin dan pemanggil bukan admin; 404 bila tidak ada; 409 bila sudah nonaktif.',
    auth: true,
    answer: 'HrEmployeeStatusResponseSchema',
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/reactivate',
    summary: 'Konsol SDM: mengaktifkan kembali pegawai nonaktif (masuk lagi dengan passwordnya). Tercatat di log audit. Aturan akses seperti menonaktifkan; 409 bila sudah aktif.',
    auth: true,
    answer: 'HrEmployeeStatusResponseSchema',
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/hr/employees/{id}/role',
    summary: 'Konsol SDM: mengubah peran pegawai (`employee`, `hr`, `admin`). Hanya admin (403), tidak untuk akun sendiri (400). Tercatat di log audit.',
    auth: true,
    body: 'HrRoleRequestSchema',
    answer: 'HrEmployeeStatusResponseSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/verification',
    summary: 'Konsol SDM: antrean verifikasi seluruh perusahaan (absen dan lembur `pending` semua pegawai), bentuknya sama dengan antrean atasan; lembur yang terbuka melewati batasnya ditutup dulu.',
    auth: true,
    answer: 'VerificationQueueSchema',
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/hr/verification/decide',
    summary: 'Konsol SDM: memutuskan absen atau lembur `pending` pegawai mana pun dengan tiga keputusan yang sama seperti atasan (`approve`, `accept_at_receipt`, `reject` dengan `note`); tidak untuk absen sendiri (403). Tercatat di log audit bersama keputusannya. 404 bila tidak ada; 409 bila sudah diputuskan; satu keputusan menang bila dua datang bersamaan.',
    auth: true,
    body: 'RecordDecisionSchema',
    answer: 'RecordDecisionResponseSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/recap',
    summary: 'Konsol SDM: rekap bulanan per pegawai untuk penggajian (periode `YYYYMM`, opsional `office_id` dan `department`): hari kerja, hadir, terlambat dan pulang cepat (hari dan menit), tidak hadir tanpa izin, di luar kantor, izin per jenis, data yang masih menunggu verifikasi, jam lembur disetujui dan jam lembur dibayar (pengali PP 35/2021), dengan baris jumlah. Hanya data `verified` dan yang disetujui yang dihitung. `format=csv` dan `format=xlsx` mengunduh berkas `rekap-absensi-<periode>-<cakupan>` (docs/hr.md).',
    auth: true,
    query: 'RecapQuerySchema',
    answer: 'RecapSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/hr/audit',
    summary: 'Konsol SDM: log audit, terbaru dahulu, 100 per halaman (`before_id` = id terakhir halaman sebelumnya), disaring per jenis data (`entity`, `entity_id`), pelaku (`actor_id`) dan tanggal WIB (`from`, `to`). `before` dan `after` berisi data sebelum dan sesudah perubahan; `actor` null untuk perintah admin.',
    auth: true,
    query: 'AuditQuerySchema',
    answer: 'AuditListSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/hr/employees/{id}/attendance',
    summary: 'Konsol SDM: absen masuk dan pulang seorang pegawai dalam satu periode (`YYYYMM`), dengan jam menurut zona kantornya, statusnya dan koreksi SDM sebelumnya; untuk dikoreksi.',
    auth: true,
    query: 'HrAttendanceQuerySchema',
    answer: 'HrAttendanceListSchema',
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/hr/attendance/correct',
    summary: 'Konsol SDM: mengoreksi absen masuk atau pulang: jam `time` (HH:mm menurut zona kantor pada tanggal shift-nya) dan `status` (`counts`: dihitung, terverifikasi; `void`: dibatalkan, ditolak), dengan alasan `note` wajib. Keterlambatan dihitung ulang; jam semula disimpan; pegawai melihat koreksinya di riwayat. Tercatat di log audit. `version` adalah versi absen yang dilihat SDM (dari daftar): 409 dengan `record` (absen saat ini) bila absen itu sudah berubah sejak itu. 403 untuk absen sendiri, absen petugas SDM atau admin (kecuali oleh admin); 404 bila tidak ada; 400 bila jam masuk jadi setelah jam pulang atau jamnya belum terjadi.',
    auth: true,
    body: 'RecordCorrectionSchema',
    answer: 'RecordCorrectionResponseSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/dashboard',
    summary: 'Konsol SDM: hari ini sekilas per kantor (kantor utama pegawai aktif): hadir, terlambat, belum masuk, izin/cuti, dan yang absennya masih menunggu verifikasi, untuk hari shift yang sedang berjalan menurut jam kantornya.',
    auth: true,
    answer: 'HrDashboardSchema',
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/hr/holidays',
    summary: 'Konsol SDM: hari libur satu tahun (`year`), nasional (`national`) dan perusahaan (`company`), urut tanggal. Jadwal mingguan libur pada hari itu, cuti tidak menghitungnya, lembur pada hari itu dibayar dengan tarif hari libur.',
    auth: true,
    query: 'HolidayYearQuerySchema',
    answer: 'HolidayListSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/hr/holidays',
    summary: 'Konsol SDM: menambah hari libur (tanggal, nama, jenis). 409 bila tanggal itu sudah hari libur. Tercatat di log audit. 201.',
    auth: true,
    body: 'HolidayRequestSchema',
    answer: 'HolidaySavedSchema',
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/holidays/delete',
    summary: 'Konsol SDM: menghapus hari libur pada `date`. Pengajuan cuti yang sudah ada tidak dihitung ulang. Tercatat di log audit. 404 bila tidak ada.',
    auth: true,
    body: 'HolidayDateSchema',
    answer: 'HolidaySavedSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/leave',
    summary: 'Konsol SDM: semua pengajuan izin dan cuti yang menyentuh periode (`YYYYMM`), disaring per status (`0` menunggu, `1` disetujui, `2` ditolak, `3` dibatalkan) dan nama atau NUP (`q`).',
    auth: true,
    query: 'HrLeaveQuerySchema',
    answer: 'HrLeaveListSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/hr/leave/decide',
    summary: 'Konsol SDM: menyetujui atau menolak (dengan `note`) pengajuan mana pun yang masih menunggu, kecuali milik sendiri (403), dengan aturan kuota yang sama seperti atasan. Tercatat di log audit; pegawai diberi notifikasi. 404 bila tidak ada; 409 bila sudah diputuskan.',
    auth: true,
    body: 'LeaveDecisionSchema',
    answer: 'HrMessageSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/leave/quotas',
    summary: 'Konsol SDM: kuota setiap pegawai aktif untuk `year` dan jenis `type`: kuota Cuti Tahunan (`CUTI`, bawaan; 12 hari bila belum diatur) atau batas tahunan jenis lain (batas jenisnya untuk semua, atau yang diatur SDM untuk pegawai itu; `days` null: tanpa batas), dengan hari yang sudah disetujui (`used`) dan yang menunggu (`pending`).',
    auth: true,
    query: 'HrQuotaQuerySchema',
    answer: 'HrQuotaListSchema',
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/hr/leave/quotas',
    summary: 'Konsol SDM: mengatur kuota seorang pegawai untuk satu tahun dan jenis (`leave_type_code`, bawaan CUTI; 0-60 hari), tidak kurang dari yang sudah disetujui (400); pengajuan berikutnya mengikutinya. Tercatat di log audit. 404 bila pegawai tidak ada.',
    auth: true,
    body: 'HrQuotaRequestSchema',
    answer: 'HrMessageSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/announcements',
    summary: 'Konsol SDM: pengumuman, terbaru dahulu (paling banyak 200), dengan URL gambarnya yang ditandatangani.',
    auth: true,
    answer: 'HrAnnouncementListSchema',
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/hr/announcements/image',
    summary: 'Konsol SDM: gambar pengumuman sebagai multipart/form-data (field `image`, JPEG/PNG/WebP yang dapat didekode utuh, maksimal 2 MB), sebelum pengumumannya diterbitkan; dibatasi seperti unggahan foto.',
    auth: true,
    files: ['image'],
    answer: 'HrAnnouncementImageSchema',
    errors: [400, 401, 403, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/hr/announcements',
    summary: 'Konsol SDM: menerbitkan pengumuman (judul, isi HTML yang disaring seperti biasa, tanggal mulai dan selesai, gambar opsional dari unggahan sendiri yang belum dipakai). Bila tanggal mulainya sudah tiba, semua pegawai aktif diberi notifikasi. Tercatat di log audit. 201.',
    auth: true,
    body: 'HrAnnouncementRequestSchema',
    answer: 'HrAnnouncementPublishedSchema',
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/announcements/{id}/withdraw',
    summary: 'Konsol SDM: menarik pengumuman: tidak lagi tampil bagi pegawai dan tidak diberitahukan (notifikasi yang sudah terkirim tetap); datanya tetap tersimpan. Tercatat di log audit. 404 bila tidak ada, 409 bila sudah ditarik.',
    auth: true,
    answer: 'HrMessageSchema',
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/hr/offices',
    summary: 'Konsol SDM: daftar kantor dengan koordinat, radius dan zona waktu (`WIB`, `WITA`, `WIT`). Hari, keterlambatan dan riwayat pegawai mengikuti zona kantor utamanya.',
    auth: true,
    answer: 'OfficeListSchema',
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/hr/offices',
    summary: 'Konsol SDM: menambah kantor (nama, alamat, lintang, bujur, radius 10-5.000 m, zona waktu). Tercatat di log audit. 201.',
    auth: true,
    body: 'OfficeRequestSchema',
    answer: 'OfficeSavedSchema',
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/offices/{id}',
    summary: 'Konsol SDM: mengubah kantor (semua kolom seperti menambah). Tercatat di log audit dengan data sebelum dan sesudah. 404 bila tidak ada.',
    auth: true,
    body: 'OfficeRequestSchema',
    answer: 'OfficeSavedSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/rosters',
    summary: 'Konsol SDM: pola shift bergilir: shift-shiftnya (kode, nama, jam mulai dan selesai; selesai sebelum mulai berarti hari berikutnya; toleransi), siklusnya (kode shift atau `-` untuk libur, satu per hari, berulang dari `start_date`) dan jumlah pegawai yang mengikutinya.',
    auth: true,
    answer: 'RosterListSchema',
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/hr/rosters',
    summary: 'Konsol SDM: menambah pola shift. Nama unik (409). Tercatat di log audit. 201.',
    auth: true,
    body: 'RosterRequestSchema',
    answer: 'RosterSavedSchema',
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/rosters/assign',
    summary: 'Konsol SDM: memasang pola shift pada pegawai (`roster_id`), atau mengembalikan mereka ke jadwal mingguan (`roster_id` null). Semua atau tidak sama sekali; tercatat di log audit per pegawai. 404 bila pola atau salah satu pegawai tidak ada.',
    auth: true,
    body: 'RosterAssignmentSchema',
    answer: 'RosterAssignedSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/rosters/{id}',
    summary: 'Konsol SDM: mengubah pola shift (berlaku untuk semua pegawainya, juga hari yang sudah lewat yang belum dihitung ulang di rekap). Tercatat di log audit. 404 bila tidak ada; 409 bila namanya dipakai pola lain.',
    auth: true,
    body: 'RosterRequestSchema',
    answer: 'RosterSavedSchema',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/hr/shift-swaps',
    summary: 'Konsol SDM: mengubah satu hari pegawai ber-pola shift: bekerja pada shift `shift_code` polanya (`-` untuk libur), atau bertukar shift hari itu dengan `with_employee_id` (salah satu saja). Tercatat di log audit. 400 bila pegawai tidak ber-pola shift atau kode tidak ada di polanya; 404 bila pegawai tidak ada.',
    auth: true,
    body: 'ShiftSwapRequestSchema',
    answer: 'ShiftSwapSavedSchema',
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/hr/employees/{id}/shifts',
    summary: 'Konsol SDM: jadwal pegawai per hari mulai `from` selama `days` hari (1-62, bawaan 14): nama shift dan jamnya menurut zona kantornya, atau libur (`name` null).',
    auth: true,
    query: 'PlannedDaysQuerySchema',
    answer: 'PlannedDayListSchema',
    errors: [400, 401, 403, 404],
  },
];

const ERROR_TEXT: Record<number, string> = {
  400: 'Input tidak valid; `message` menjelaskan yang salah.',
  401: 'Token tidak ada, tidak valid, kedaluwarsa, atau password sudah diganti.',
  403: 'Tidak diizinkan.',
  404: 'Tidak ditemukan.',
  409: 'Bentrok dengan data yang ada.',
  413: 'Data terlalu besar (dihentikan saat diterima; koneksi ditutup).',
  415: 'Jenis konten tidak diterima (JSON, form-urlencoded, atau multipart untuk foto).',
  429: 'Terlalu banyak percobaan atau unggahan; lihat header Retry-After.',
};

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && (value as { kind: unknown }).kind === 'schema';

type Json = { [key: string]: unknown };

/**
 * Required fields read a missing value as '' so they answer with their own message (see requiredText in the
 * contract); in JSON Schema that shows as default '' with minLength 1. Such a field is required: say so.
 */
function markRequired(schema: Json): Json {
  const properties = schema.properties as Record<string, Json> | undefined;
  const items = Array.isArray(schema.anyOf) ? { anyOf: (schema.anyOf as Json[]).map(markRequired) } : {};
  if (!properties) return { ...schema, ...items, ...(schema.items ? { items: markRequired(schema.items as Json) } : {}) };
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const cleaned = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      if (property.default === '' && Number(property.minLength ?? 0) >= 1) {
        required.add(name);
        const { default: _default, ...rest } = property;
        return [name, markRequired(rest)];
      }
      return [name, markRequired(property)];
    }),
  );
  return { ...schema, properties: cleaned, required: [...required] };
}

export function openApiDocument() {
  const schemas = Object.fromEntries(
    (Object.entries(contract) as [string, unknown][])
      .filter((entry): entry is [string, v.GenericSchema] => isSchema(entry[1]))
      .map(([name, schema]) => [name.replace(/Schema$/, ''), schema]),
  );
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name.replace(/Schema$/, '')}` });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      security: op.auth ? [{ token: [] }] : [],
      parameters: [
        ...(op.query ? [{ in: 'query', name: 'query', required: true, style: 'form', explode: true, schema: ref(op.query) }] : []),
        ...(op.idempotent ? [{ in: 'header', name: 'Idempotency-Key', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' } }] : []),
        ...[...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ in: 'path', name, required: true, schema: { type: 'string' } })),
        // A stored file is served only through its signed, expiring URL.
        ...(op.answer === 'file' ? ['expires', 'signature'].map((name) => ({ in: 'query', name, required: true, schema: { type: 'string' } })) : []),
      ],
      ...(op.raw && {
        requestBody: { required: true, content: Object.fromEntries(op.raw.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) },
      }),
      ...(op.body && {
        requestBody: {
          required: true,
          content: op.files
            ? {
                'multipart/form-data': {
                  schema: {
                    allOf: [
                      ref(op.body),
                      { type: 'object', properties: Object.fromEntries(op.files.map((f) => [f, { type: 'string', format: 'binary' }])), required: [op.files[0]] },
                    ],
                  },
                },
              }
            : { 'application/json': { schema: ref(op.body) }, 'application/x-www-form-urlencoded': { schema: ref(op.body) } },
        },
      }),
      responses: {
        200:
          op.answer === 'file'
            ? { description: 'OK', content: Object.fromEntries(['image/*', 'application/pdf'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
            : { description: 'OK', content: { 'application/json': { schema: ref(op.answer) } } },
        ...Object.fromEntries(
          op.errors.map((status) => [status, { description: ERROR_TEXT[status], content: { 'application/json': { schema: ref('ErrorResponse') } } }]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Absensi API',
      version: '1',
      description: 'Dibuat dari skema valibot di src/contract/session.ts, src/contract/schemas.ts, src/contract/hr.ts dan src/contract/shifts.ts (`npm run docs:api`). Lihat docs/api.md.',
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      schemas: Object.fromEntries(
        Object.entries(toJsonSchemaDefs(schemas, { typeMode: 'output', errorMode: 'ignore' })).map(([name, schema]) => [
          name,
          markRequired(schema as Json),
        ]),
      ),
    },
    paths,
  };
}

if (process.argv[1]?.endsWith('openapi.ts')) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile('docs/openapi.json', `${JSON.stringify(openApiDocument(), null, 2)}\n`);
  console.log('docs/openapi.json ditulis.');
}
