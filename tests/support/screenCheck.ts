import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** Screenshots of every checked screen, for a person to review (not compared pixel by pixel). */
export const SCREENSHOT_DIR = resolve('test-results', 'screens');

/** WCAG's 2.5.5 size, which the issue asks of every control; links inside running text are exempt (2.5.5's inline exception). */
const MIN_TARGET_PX = 44;

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/**
 * axe-core over the page as it is now (every rule it runs by default: WCAG 2.x A/AA and best practices), then the
 * checks axe leaves to people: one h1, a main landmark, nothing wider than the screen, targets of 44 px. Saves a
 * screenshot named `name`.
 */
export async function checkScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });

  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(() => (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } }).axe.run(document))) as AxeResult;
  const summary = result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
  expect(summary, `${name}: axe-core`).toEqual([]);

  const layout = await page.evaluate((min) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[inert], [aria-hidden="true"]');
    };
    const controls = [...document.querySelectorAll('button, a[href], input:not([type="hidden"]):not([type="file"]), select, textarea, [role="tab"]')]
      .filter(visible)
      .filter((element) => !element.closest('.announcement-body'));
    const dialog = document.querySelector('dialog[open]');
    return {
      headings: [...document.querySelectorAll('h1')].filter((h) => !dialog || !dialog.contains(h)).length,
      mains: document.querySelectorAll('main').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      small: controls
        .filter((element) => !dialog || dialog.contains(element))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < min - 0.5 || box.width < min - 0.5)
        .filter(({ element }) => {
          // A radio button or checkbox is hit through its whole label.
          const label = element.matches('input[type="radio"], input[type="checkbox"]') ? element.closest('label') : null;
          if (!label) return true;
          const box = label.getBoundingClientRect();
          return box.height < min - 0.5 || box.width < min - 0.5;
        })
        .map(({ element, box }) => `${element.tagName.toLowerCase()} '${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 30)}' ${Math.round(box.width)}×${Math.round(box.height)}`),
    };
  }, MIN_TARGET_PX);
  expect(layout, name).toEqual({ headings: 1, mains: 1, overflow: 0, small: [] });
}

export async function prepareScreenshots() {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
}
