/**
 * 'Ajukan Perubahan Data' in Chromium (issue 50: "the employee asks HR to correct a field of Informasi Data Diri (old
 * value, new value, reason); HR decides in the console"; "browser tests of … a change request; axe 0 on the new
 * screens"). Siti's place of birth reads Kendal; she asks for Semarang from her phone (390×844), HR approves it in the
 * console (1280×800), and her Informasi Data Diri then says Semarang.
 */
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';

const NOW = fromJakarta('2026-11-25', '10:00');
const REASON = 'Salah ketik waktu pendataan awal, sesuai KTP';

describe('a personal data change request, asked and approved (Chromium)', () => {
  const setup = phoneAndServer(() => NOW);

  it('Siti asks from Informasi Data Diri; HR approves in the console; her data then reads as asked', async () => {
    const { db } = setup.server.services;
    await db.updateTable('employees').set({ birth_place: 'Kendal', birth_date: '1990-04-12' }).where('username', '=', 'siti.rahma').execute();

    const siti = await signIn(setup.phone, setup.server.url, 'siti.rahma', NOW);
    siti.setDefaultTimeout(15_000);
    await siti.goto(`${setup.server.url}/informasi-data-diri`);
    await expect.poll(() => siti.getByTestId('field-Tempat Lahir').textContent()).toBe('Kendal');
    await siti.getByRole('link', { name: 'Ajukan Perubahan Data' }).click();
    await siti.waitForURL('**/perubahan-data');
    expect(await siti.getByRole('heading', { level: 1 }).textContent()).toBe('Perubahan Data Diri');
    await siti.getByRole('heading', { level: 2, name: 'Ajukan Perubahan Data' }).waitFor();
    await siti.getByText('Belum ada pengajuan perubahan data.').waitFor();

    // Sent empty: each problem at its field, nothing sent.
    await siti.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    for (const message of ['Pilih data yang ingin diubah.', 'Alasan wajib diisi.']) await siti.getByText(message, { exact: true }).waitFor();
    await checkScreen(siti, 'perubahan-data-salah');

    // A date is typed in words, never as yyyy-mm-dd.
    await siti.getByLabel('Data yang diubah').selectOption({ label: 'Tanggal Lahir' });
    expect(await siti.getByTestId('perubahan-sekarang').textContent()).toBe('Tercatat sekarang: 12 April 1990');
    expect(await siti.getByRole('textbox', { name: 'Data yang benar' }).inputValue()).toBe('12 April 1990');
    // The field chosen: its value now is shown and filled in, to be corrected.
    await siti.getByLabel('Data yang diubah').selectOption({ label: 'Tempat Lahir' });
    expect(await siti.getByTestId('perubahan-sekarang').textContent()).toBe('Tercatat sekarang: Kendal');
    expect(await siti.getByLabel('Data yang benar').inputValue()).toBe('Kendal');
    await siti.getByLabel('Data yang benar').fill('Semarang');
    await siti.getByLabel('Alasan').fill(REASON);
    await siti.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await (await expectAlert(siti, 'Pengajuan Terkirim')).getByRole('button', { name: 'OK' }).click();
    const mine = siti.getByTestId('personal-change').first();
    await expect.poll(() => mine.textContent()).toContain('Menunggu keputusan SDM');
    expect(await mine.textContent()).toContain('Tempat LahirKendal → Semarang');
    expect(await siti.getByLabel('Data yang diubah').inputValue()).toBe('');
    await checkScreen(siti, 'perubahan-data-terkirim');
    await siti.close();

    const hr = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    hr.setDefaultTimeout(15_000);
    await hr.setViewportSize({ width: 1280, height: 800 });
    await hr.goto(`${setup.server.url}/hr/hari-ini`);
    await hr.getByRole('link', { name: 'Perubahan Data' }).click();
    await hr.waitForURL('**/hr/perubahan-data');
    expect(await hr.getByRole('heading', { level: 1 }).textContent()).toBe('Perubahan Data Diri');
    const request = hr.getByTestId('hr-personal-change').filter({ hasText: 'Siti Rahmawati' });
    await expect.poll(() => request.textContent()).toContain(REASON);
    const text = await request.textContent();
    expect(text).toContain('DataTempat Lahir');
    expect(text).toContain('Saat diajukanKendal');
    expect(text).toContain('DimintaSemarang');
    await checkScreen(hr, 'hr-perubahan-data');
    await request.getByRole('button', { name: 'Setujui' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Setujui perubahan ini? Data diri pegawai diubah sesuai pengajuan.' });
    expect(await dialog.textContent()).toContain('Siti Rahmawati: Tempat Lahir menjadi Semarang');
    await checkScreen(hr, 'hr-perubahan-data-setujui');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await (await expectAlert(hr, 'Perubahan data disetujui.')).getByRole('button', { name: 'OK' }).click();
    await hr.getByText('Tidak ada pengajuan yang menunggu.').waitFor();
    const audit = await db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'personal.change.decide').execute();
    expect(audit.map((entry) => JSON.parse(entry.after!))).toEqual([expect.objectContaining({ field: 'birth_place', value: 'Semarang', status: 'approved' })]);
    await hr.close();

    const again = await signIn(setup.phone, setup.server.url, 'siti.rahma', NOW);
    again.setDefaultTimeout(15_000);
    await again.goto(`${setup.server.url}/informasi-data-diri`);
    await expect.poll(() => again.getByTestId('field-Tempat Lahir').textContent()).toBe('Semarang');
    await again.goto(`${setup.server.url}/perubahan-data`);
    await expect.poll(() => again.getByTestId('personal-change').first().textContent()).toContain('Disetujui');
    await again.close();
  });
});
