/** What HR hands a new employee, or one whose password was reset: who, how to sign in, and how to install the app. */
export interface Handover {
  name: string;
  username: string;
  password: string;
  /** A new account's one-time code for its first phone, with its end in words. */
  code: { code: string; until: string } | null;
  /** The app's address, to open on the phone. */
  appUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The printed slips (issue 51): in Indonesian, large type, nothing but the handover; one page each. */
function handoverSlipsHtml(handovers: Handover[]): string {
  const [first] = handovers;
  const title = handovers.length === 1 && first ? `Slip akun Absensi: ${escapeHtml(first.name)}` : `Slip akun Absensi: ${handovers.length} pegawai`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="${escapeHtml(first?.appUrl ?? '')}/slip.css"></head>
<body>${handovers.map(slipSection).join('\n')}</body></html>`;
}

function slipSection(handover: Handover): string {
  const row = (label: string, value: string, mono = false) => `<tr><th>${label}</th><td${mono ? ' class="mono"' : ''}>${escapeHtml(value)}</td></tr>`;
  return `<section class="slip"><h1>Akun Aplikasi Absensi PDAM Tirta Kencana</h1><table>
${row('Nama', handover.name)}${row('Username', handover.username, true)}${row('Password', handover.password, true)}${handover.code ? row('Kode ponsel', `${handover.code.code} (berlaku sampai ${handover.code.until})`, true) : ''}
</table><h2>Cara memasang aplikasi</h2><ol>
<li>Di ponsel, buka <strong>${escapeHtml(handover.appUrl)}</strong> dengan Chrome (Android) atau Safari (iPhone).</li>
<li>Android: ketuk menu ⋮ lalu <em>Instal aplikasi</em>. iPhone: ketuk tombol Bagikan lalu <em>Tambah ke Layar Utama</em>.</li>
<li>Buka aplikasi Absensi dari layar utama, masuk dengan username dan password di atas${handover.code ? ', lalu daftarkan ponsel dengan kode ponsel' : ''}.</li>
<li>Ganti password di Akun › Ubah Password, lalu simpan slip ini di tempat aman atau hancurkan.</li>
</ol></section>`;
}

/** Opens the slips in a window of their own and asks the browser to print them. */
export function printSlips(handovers: Handover[]) {
  const slip = window.open('', '_blank', 'width=640,height=720');
  if (!slip) return;
  slip.document.write(handoverSlipsHtml(handovers));
  slip.document.close();
  slip.focus();
  slip.print();
}
