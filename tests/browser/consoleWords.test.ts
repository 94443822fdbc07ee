/**
 * Every page of the HR console and the dialogs its buttons open, walked in Chromium at 1280×800 (issue 51, "Done
 * means": "a test that walks every console page and dialog and fails on any English word outside an allow-list, and
 * on any text field expecting yyyy-mm-dd"; "Every date the console shows is in words"). The English words are an
 * independent list of the words an English interface would use; the sections are the console's menu as it shows.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { phoneAndServer, signIn } from '../support/attendancePhone';

const NOW = fromJakarta('2026-11-25', '10:00');

/** Words an English interface shows, none of them Indonesian (unlike 'data', 'total', 'status', 'shift', 'password', 'username'). */
const ENGLISH = [
  'the', 'and', 'with', 'from', 'your', 'please', 'save', 'cancel', 'delete', 'edit', 'add', 'submit', 'loading', 'error',
  'failed', 'search', 'settings', 'close', 'back', 'next', 'previous', 'upload', 'download', 'import', 'export', 'yes',
  'required', 'invalid', 'must', 'should', 'select', 'choose', 'none', 'today', 'month', 'year', 'week', 'days', 'hours',
  'minutes', 'present', 'absent', 'late', 'leave', 'employee', 'employees', 'office', 'offices', 'roster', 'holiday',
  'announcement', 'report', 'summary', 'page', 'about', 'zoom', 'not found', 'name', 'date', 'time', 'approve',
  'reject', 'pending', 'view', 'show', 'hide', 'new', 'open', 'retry', 'print', 'copy', 'schedule', 'department', 'position',
];
const ENGLISH_WORD = new RegExp(`\\b(${ENGLISH.join('|')})\\b`, 'gi');
/** Where a word that reads as English is the product's own: none yet. */
const ALLOWED: string[] = [];
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
/** Buttons that open a dialog by the first word of their name. */
const OPENERS = ['Tambah', 'Ubah', 'Impor', 'Tukar', 'Atur', 'Tulis', 'Akses', 'Lihat', 'Buat', 'Arsipkan', 'Hapus', 'Tarik'];

describe('the HR console in Indonesian (Chromium, 1280×800)', () => {
  const setup = phoneAndServer(() => NOW);

  /** What a person reads there that is English or a date not in words, and the text fields asking for yyyy-mm-dd. */
  async function findings(where: Locator): Promise<string[]> {
    const text = await where.innerText();
    const english = [...text.matchAll(ENGLISH_WORD)].map(([word]) => word).filter((word) => !ALLOWED.includes(word));
    const isoDates = [...text.matchAll(ISO_DATE)].map(([date]) => date);
    const isoFields = await where.locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])').evaluateAll((inputs) =>
      inputs
        .map((input) => {
          const label = (input as HTMLInputElement).labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '';
          return `${label} ${input.getAttribute('placeholder') ?? ''}`;
        })
        .filter((words) => /y{4}|m{2}-d{2}|d{2}-m{2}/i.test(words)),
    );
    return [...english.map((word) => `kata Inggris "${word}"`), ...isoDates.map((date) => `tanggal ${date}`), ...isoFields.map((field) => `isian yyyy-mm-dd: ${field}`)];
  }

  async function openSection(page: Page, label: string) {
    const link = page.getByRole('navigation').getByRole('link', { name: label, exact: true });
    const path = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname.endsWith(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText('Memuat').count()).toBe(0);
  }

  it('shows no English and no yyyy-mm-dd on any page or dialog', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${setup.server.url}/hr/hari-ini`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hari Ini');
    const sections = await page.getByRole('navigation').getByRole('link').allTextContents();
    expect(sections.length).toBeGreaterThanOrEqual(14);
    const found: Record<string, string[]> = {};
    for (const label of sections) {
      await openSection(page, label);
      found[label] = await findings(page.locator('body'));
      const buttons = page.getByRole('main').getByRole('button');
      const texts = (await buttons.allTextContents()).map((text) => text.trim());
      // The first button of each text that opens a dialog, by its place on the page.
      const openers = texts.map((text, index) => ({ text, index })).filter(({ text, index }) => OPENERS.includes(text.split(' ')[0]!) && texts.indexOf(text) === index);
      for (const { text, index } of openers) {
        await buttons.nth(index).click();
        const dialog = page.locator('dialog[open]').first();
        const opened = await dialog.waitFor({ timeout: 5_000 }).then(() => true, () => false);
        if (opened) {
          await page.waitForLoadState('networkidle');
          found[`${label} → ${text}`] = await findings(dialog);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        await openSection(page, label);
      }
    }
    // Every section, and the dialogs behind its buttons (new, change, import, archive, delete...), were read.
    const dialogs = Object.keys(found).filter((key) => key.includes(' → '));
    expect(dialogs.length, dialogs.join('; ')).toBeGreaterThanOrEqual(15);
    expect(Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0))).toEqual({});
  }, 600_000);
});
