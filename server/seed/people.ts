export interface DemoPerson {
  username: string;
  nup: string;
  name: string;
  position: string;
  level: number;
  department: string;
  subDepartment?: string;
  /** Username of the supervisor, who must come earlier in the list. */
  supervisor?: string;
  /** Field staff: later schedule, six working days, and a second office. */
  field?: boolean;
  /** HR staff use the HR console (src/contract/hr.ts); everyone else is 'employee'. */
  role?: 'hr';
}

const UMUM = 'Bagian Umum dan SDM';
const KEUANGAN = 'Bagian Keuangan';
const LANGGANAN = 'Bagian Hubungan Langganan';
const TEKNIK = 'Bagian Teknik Distribusi';
const PRODUKSI = 'Bagian Produksi';

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { username: 'dirut', nup: '19750312001', name: 'Ir. Bambang Sutrisno, M.T.', position: 'Direktur Utama', level: 8, department: 'Direksi' },
  { username: 'kabag.umum', nup: '19780521002', name: 'Sri Wahyuningsih, S.H.', position: 'Kepala Bagian', level: 6, department: UMUM, supervisor: 'dirut' },
  { username: 'kabag.keuangan', nup: '19800214003', name: 'Drs. Agus Prasetyo', position: 'Kepala Bagian', level: 6, department: KEUANGAN, supervisor: 'dirut' },
  { username: 'kabag.langganan', nup: '19790830004', name: 'Endang Lestari, S.E.', position: 'Kepala Bagian', level: 6, department: LANGGANAN, supervisor: 'dirut' },
  { username: 'kabag.teknik', nup: '19770119005', name: 'Ir. Hadi Santoso', position: 'Kepala Bagian', level: 6, department: TEKNIK, supervisor: 'dirut' },
  { username: 'kabag.produksi', nup: '19810704006', name: 'Yusuf Hidayat, S.T.', position: 'Kepala Bagian', level: 6, department: PRODUKSI, supervisor: 'dirut' },
  { username: 'atasan', nup: '19850611007', name: 'Rina Kusumawati, S.E.', position: 'Kepala Sub Bagian Pelayanan Pelanggan', level: 5, department: LANGGANAN, subDepartment: 'Sub Bagian Pelayanan Pelanggan', supervisor: 'kabag.langganan' },
  { username: 'kasubag.penagihan', nup: '19840923008', name: 'Dwi Haryanto, S.E.', position: 'Kepala Sub Bagian Penagihan', level: 5, department: LANGGANAN, subDepartment: 'Sub Bagian Penagihan', supervisor: 'kabag.langganan' },
  { username: 'kasubag.kepegawaian', nup: '19860305009', name: 'Nur Aini, S.Psi.', position: 'Kepala Sub Bagian Kepegawaian', level: 5, department: UMUM, subDepartment: 'Sub Bagian Kepegawaian', supervisor: 'kabag.umum' },
  { username: 'kasubag.akuntansi', nup: '19870417010', name: 'Fajar Nugroho, S.E., Ak.', position: 'Kepala Sub Bagian Akuntansi', level: 5, department: KEUANGAN, subDepartment: 'Sub Bagian Akuntansi', supervisor: 'kabag.keuangan' },
  { username: 'kasi.jaringan', nup: '19830129011', name: 'Teguh Wibowo, S.T.', position: 'Kepala Seksi Jaringan', level: 5, department: TEKNIK, subDepartment: 'Seksi Jaringan', supervisor: 'kabag.teknik' },
  { username: 'kasi.ipa', nup: '19821008012', name: 'Lukman Hakim, S.T.', position: 'Kepala Seksi Instalasi Pengolahan Air', level: 5, department: PRODUKSI, subDepartment: 'Seksi IPA', supervisor: 'kabag.produksi' },
  { username: 'demo', nup: '19930715013', name: 'Andi Saputra', position: 'Staf Pelayanan Pelanggan', level: 3, department: LANGGANAN, subDepartment: 'Sub Bagian Pelayanan Pelanggan', supervisor: 'atasan' },
  { username: 'siti.rahma', nup: '19950202014', name: 'Siti Rahmawati', position: 'Staf Pelayanan Pelanggan', level: 3, department: LANGGANAN, subDepartment: 'Sub Bagian Pelayanan Pelanggan', supervisor: 'atasan' },
  { username: 'budi.santoso', nup: '19910918015', name: 'Budi Santoso', position: 'Koordinator Loket Pembayaran', level: 4, department: LANGGANAN, subDepartment: 'Sub Bagian Pelayanan Pelanggan', supervisor: 'atasan' },
  { username: 'dewi.anggraini', nup: '19970611016', name: 'Dewi Anggraini', position: 'Petugas Pengaduan Pelanggan', level: 3, department: LANGGANAN, subDepartment: 'Sub Bagian Pelayanan Pelanggan', supervisor: 'atasan' },
  { username: 'rizky.pratama', nup: '19960325017', name: 'Rizky Pratama', position: 'Pembaca Meter', level: 2, department: LANGGANAN, subDepartment: 'Sub Bagian Penagihan', supervisor: 'kasubag.penagihan', field: true },
  { username: 'ahmad.fauzi', nup: '19940812018', name: 'Ahmad Fauzi', position: 'Pembaca Meter', level: 2, department: LANGGANAN, subDepartment: 'Sub Bagian Penagihan', supervisor: 'kasubag.penagihan', field: true },
  { username: 'maya.sari', nup: '19920506019', name: 'Maya Sari', position: 'Staf Penagihan', level: 3, department: LANGGANAN, subDepartment: 'Sub Bagian Penagihan', supervisor: 'kasubag.penagihan' },
  { username: 'eko.purnomo', nup: '19890114020', name: 'Eko Purnomo', position: 'Staf Kepegawaian', level: 4, department: UMUM, subDepartment: 'Sub Bagian Kepegawaian', supervisor: 'kasubag.kepegawaian' },
  { username: 'ratna.dewi', nup: '19980927021', name: 'Ratna Dewi', position: 'Staf Umum', level: 3, department: UMUM, subDepartment: 'Sub Bagian Kepegawaian', supervisor: 'kasubag.kepegawaian' },
  { username: 'hendra.gunawan', nup: '19900703022', name: 'Hendra Gunawan', position: 'Staf Akuntansi', level: 3, department: KEUANGAN, subDepartment: 'Sub Bagian Akuntansi', supervisor: 'kasubag.akuntansi' },
  { username: 'wulan.sari', nup: '19960819023', name: 'Wulan Sari', position: 'Kasir', level: 3, department: KEUANGAN, subDepartment: 'Sub Bagian Akuntansi', supervisor: 'kasubag.akuntansi' },
  { username: 'joko.susilo', nup: '19880410024', name: 'Joko Susilo', position: 'Mandor Jaringan', level: 4, department: TEKNIK, subDepartment: 'Seksi Jaringan', supervisor: 'kasi.jaringan', field: true },
  { username: 'slamet.riyadi', nup: '19870221025', name: 'Slamet Riyadi', position: 'Tukang Pipa', level: 2, department: TEKNIK, subDepartment: 'Seksi Jaringan', supervisor: 'kasi.jaringan', field: true },
  { username: 'agung.setiawan', nup: '19950630026', name: 'Agung Setiawan', position: 'Tukang Pipa', level: 2, department: TEKNIK, subDepartment: 'Seksi Jaringan', supervisor: 'kasi.jaringan', field: true },
  { username: 'bayu.aji', nup: '19990113027', name: 'Bayu Aji Nugraha', position: 'Drafter Jaringan', level: 3, department: TEKNIK, subDepartment: 'Seksi Jaringan', supervisor: 'kasi.jaringan' },
  { username: 'sugeng.raharjo', nup: '19860928028', name: 'Sugeng Raharjo', position: 'Operator IPA', level: 3, department: PRODUKSI, subDepartment: 'Seksi IPA', supervisor: 'kasi.ipa', field: true },
  { username: 'indah.permata', nup: '19940405029', name: 'Indah Permatasari, S.Si.', position: 'Analis Laboratorium', level: 4, department: PRODUKSI, subDepartment: 'Seksi IPA', supervisor: 'kasi.ipa' },
  { username: 'arif.rahman', nup: '19971217030', name: 'Arif Rahman', position: 'Operator Pompa', level: 2, department: PRODUKSI, subDepartment: 'Seksi IPA', supervisor: 'kasi.ipa', field: true },
  { username: 'hr', nup: '19910708031', name: 'Fitri Handayani, S.Psi.', position: 'Staf SDM', level: 3, department: UMUM, subDepartment: 'Sub Bagian Kepegawaian', supervisor: 'kasubag.kepegawaian', role: 'hr' },
  // The plant's shift operators, on the rotating rosters of server/seed/demo.ts (nights included).
  { username: 'dimas.saputro', nup: '19980304032', name: 'Dimas Saputro', position: 'Operator IPA Shift', level: 2, department: PRODUKSI, subDepartment: 'Seksi IPA', supervisor: 'kasi.ipa' },
  { username: 'yoga.pratama', nup: '19990921033', name: 'Yoga Pratama', position: 'Operator IPA Shift', level: 2, department: PRODUKSI, subDepartment: 'Seksi IPA', supervisor: 'kasi.ipa' },
];
