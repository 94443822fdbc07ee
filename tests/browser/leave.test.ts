import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn } from '../support/attendancePhone';
import { pdf } from '../support/leaveApi';

/** Monday 23 November 2026. The seed gives `demo` a pending CUTI 7–9 December and a pending IZIN on 26 November. */
const TODAY = '2026-11-23';
/** Monday 14 to Friday 18 December 2026: five working days, by the calendar. */
const CUTI = { start: '14 Desember 2026', end: '18/12/2026', text: '14 Desember 2026 - 18 Desember 2026', workingDays: 5 };
const IZIN = { start: '21 des 2026', end: '21-12-2026', text: '21 Desember 2026 - 21 Desember 2026' };
const KEPT = 'Isian formulir tetap tersimpan di sini. Kirim lagi saat koneksi tersedia.';

async function openLeavePage(page: Page) {
  await page.getByRole('link', { name: 'Lainnya' }).click();
  await page.getByRole('link', { name: /Pengajuan Izin/ }).click();
  await page.waitForURL('**/pengajuan-izin');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pengajuan Izin');
  await page.getByLabel('Alasan').waitFor({ timeout: 10_000 });
}

async function showMonth(page: Page, period: string) {
  await page.getByRole('tab', { name: 'Riwayat' }).click();
  await page.getByLabel('Bulan').selectOption(period);
}

const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

async function fill(page: Page, form: { alasan: string; start: string; end: string; keterangan: string }) {
  await page.getByLabel('Alasan').selectOption({ label: form.alasan });
  // Typed as people write dates here (day first); the field shows them in Indonesian whatever the phone's language.
  await page.getByLabel('Tanggal Awal', { exact: true }).fill(form.start);
  await page.getByLabel('Tanggal Akhir', { exact: true }).fill(form.end);
  await page.getByLabel('Keterangan').fill(form.keterangan);
}

describe('leave requests and their decision (Chromium, 390×844)', () => {
  const now = fromJakarta(TODAY, '09:00');
  const setup = phoneAndServer(() => now);
  /** Days left of demo's 2026 quota, from the rows themselves: 12 less approved CUTI. */
  const quotaLeft = async () => {
    const approved = await setup.server.services.db
      .selectFrom('leave_requests as r')
      .innerJoin('employees as e', 'e.id', 'r.employee_id')
      .select((eb) => eb.fn.sum<number>('r.working_days').as('days'))
      .where('e.username', '=', 'demo')
      .where('r.leave_type_code', '=', 'CUTI')
      .where('r.status', '=', '1')
      .where('r.start_date', '>=', '2026-01-01')
      .executeTakeFirstOrThrow();
    return 12 - Number(approved.days ?? 0);
  };

  it('demo files a CUTI with a PDF, cancels one, files another; atasan approves and rejects; demo sees both', async () => {
    const demo = await signIn(setup.phone, setup.server.url, 'demo', now);
    demo.setDefaultTimeout(15_000);
    await openLeavePage(demo);
    const left = await quotaLeft();

    await demo.getByRole('button', { name: 'Ajukan Izin' }).click();
    for (const message of ['Pilih alasan izin', 'Isi tanggal mulai.', 'Isi tanggal akhir.', 'Masukkan keterangan']) {
      await demo.getByText(message, { exact: true }).waitFor();
    }

    await fill(demo, { alasan: 'Cuti Tahunan', start: CUTI.start, end: CUTI.end, keterangan: 'Liburan keluarga ke Yogyakarta' });
    const quota = demo.getByTestId('leave-quota');
    await expect.poll(() => quota.textContent(), { timeout: 10_000 }).toBe(`Sisa kuota cuti: ${left} hari kerjaPengajuan ini memakai ${CUTI.workingDays} hari kerja.`);
    await demo.getByLabel(/Lampiran/).setInputFiles({ name: 'surat-cuti.pdf', mimeType: 'application/pdf', buffer: pdf('Surat cuti') });
    await demo.getByRole('button', { name: 'Ajukan Izin' }).click();
    await (await expectAlert(demo, 'Pengajuan Izin Berhasil!')).getByRole('button', { name: 'OK' }).click();
    expect(await demo.getByLabel('Keterangan').inputValue()).toBe('');
    expect(await quota.count()).toBe(0);

    await showMonth(demo, '202612');
    const filed = card(demo, CUTI.text);
    await expect.poll(() => filed.textContent(), { timeout: 10_000 }).toContain('Menunggu');
    expect(await filed.textContent()).toContain(`Cuti Tahunan${CUTI.text}${CUTI.workingDays} hari kerja`);
    const href = await filed.getByRole('link', { name: 'Lihat lampiran' }).getAttribute('href');
    const attachment = await demo.request.get(`${setup.server.url}${href}`);
    expect([attachment.status(), attachment.headers()['content-type'], (await attachment.body()).equals(pdf('Surat cuti'))]).toEqual([200, 'application/pdf', true]);

    const seeded = card(demo, 'Mudik ke kampung halaman');
    await seeded.getByRole('button', { name: 'Batalkan' }).click();
    const confirm = demo.getByRole('dialog', { name: 'Batalkan pengajuan izin?' });
    await confirm.getByRole('button', { name: 'Batal', exact: true }).click();
    expect(await seeded.count()).toBe(1);
    await seeded.getByRole('button', { name: 'Batalkan' }).click();
    await confirm.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await (await expectAlert(demo, 'Pengajuan izin dibatalkan.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => seeded.count(), { timeout: 10_000 }).toBe(0);

    await demo.getByRole('tab', { name: 'Pengajuan' }).click();
    await fill(demo, { alasan: 'Izin Keperluan Pribadi', start: IZIN.start, end: IZIN.end, keterangan: 'Mengurus dokumen kependudukan' });
    await setup.phone.setOffline(true);
    await demo.getByRole('button', { name: 'Ajukan Izin' }).click();
    const failed = await expectAlert(demo, 'Pengajuan Izin Gagal!');
    expect(await failed.textContent()).toContain(KEPT);
    await failed.getByRole('button', { name: 'Batal', exact: true }).click();
    expect(await demo.getByLabel('Keterangan').inputValue()).toBe('Mengurus dokumen kependudukan');
    await setup.phone.setOffline(false);
    await demo.getByRole('button', { name: 'Ajukan Izin' }).click();
    await (await expectAlert(demo, 'Pengajuan Izin Berhasil!')).getByRole('button', { name: 'OK' }).click();
    await demo.close();

    const atasan = await signIn(setup.phone, setup.server.url, 'atasan', now);
    atasan.setDefaultTimeout(15_000);
    await atasan.getByRole('link', { name: 'Info' }).click();
    await atasan.getByRole('link', { name: /Persetujuan Izin/ }).click();
    await atasan.waitForURL('**/persetujuan-izin');
    const request = card(atasan, CUTI.text);
    await expect.poll(() => request.textContent(), { timeout: 10_000 }).toContain('Andi Saputra');
    expect(await request.textContent()).toContain(`Hari kerja${CUTI.workingDays} hari`);
    expect(await request.textContent()).toContain(`Sisa kuota${left} hari kerja`);
    expect(await request.getByRole('link', { name: 'Lihat lampiran' }).count()).toBe(1);
    await request.getByRole('button', { name: 'Setujui' }).click();
    const approve = atasan.getByRole('dialog', { name: 'Setujui pengajuan izin?' });
    await approve.getByLabel('Catatan (opsional)').fill('Selamat berlibur');
    await approve.getByRole('button', { name: 'Setujui' }).click();
    await (await expectAlert(atasan, 'Pengajuan izin disetujui.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => request.count(), { timeout: 10_000 }).toBe(0);

    const other = card(atasan, IZIN.text);
    await other.getByRole('button', { name: 'Tolak' }).click();
    const reject = atasan.getByRole('dialog', { name: 'Tolak pengajuan izin?' });
    await reject.getByRole('button', { name: 'Tolak' }).click();
    await reject.getByText('Tuliskan alasan penolakan.').waitFor();
    await reject.getByLabel('Alasan penolakan').fill('Ada pemeriksaan BPK minggu itu');
    await reject.getByRole('button', { name: 'Tolak' }).click();
    await (await expectAlert(atasan, 'Pengajuan izin ditolak.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => other.count(), { timeout: 10_000 }).toBe(0);
    await atasan.close();

    const again = await signIn(setup.phone, setup.server.url, 'demo', now);
    again.setDefaultTimeout(15_000);
    await openLeavePage(again);
    await showMonth(again, '202612');
    await expect.poll(() => card(again, CUTI.text).textContent(), { timeout: 10_000 }).toContain('Diterima');
    expect(await card(again, CUTI.text).textContent()).toContain('Catatan atasan: Selamat berlibur');
    expect(await card(again, CUTI.text).getByRole('button', { name: 'Batalkan' }).count()).toBe(0);
    expect(await card(again, IZIN.text).textContent()).toContain('DitolakMengurus dokumen kependudukanCatatan atasan: Ada pemeriksaan BPK minggu itu');
    await again.getByRole('tab', { name: 'Pengajuan' }).click();
    await again.getByLabel('Alasan').selectOption({ label: 'Cuti Tahunan' });
    await expect.poll(() => again.getByTestId('leave-quota').textContent(), { timeout: 10_000 }).toBe(`Sisa kuota cuti: ${left - CUTI.workingDays} hari kerja`);
    await again.close();
  }, 120_000);
});
