/**
 * Lighthouse's mobile run (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU) over the built app
 * as the server sends it: / and /login as a first visit, /dashboard signed in as `demo` (a returning employee, whose
 * phone has the app-shell worker). Each page three times in a fresh browser; the medians are reported.
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const RUNS = 3;
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface PageFigures {
  path: string;
  /** Medians of the runs, in ms (CLS unitless). */
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  performance: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Each run in a browser of its own: Chromium 156 here loses its browser session after a few contexts Lighthouse has
 * driven ('Session with given id not found' on the next one), and a fresh browser is a cleaner first visit anyway.
 */
export async function lighthouseFigures(baseUrl: string, token: string): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const path of ['/', '/login', '/dashboard']) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await oneRun(baseUrl, token, path));
    figures.push({
      path,
      lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
      fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
      cls: Math.round(median(runs.map((r) => r.cls)) * 1000) / 1000,
      tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
      performance: Math.round(median(runs.map((r) => r.performance))),
    });
  }
  return figures;
}

async function oneRun(baseUrl: string, token: string, path: string) {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    if (path === '/dashboard') {
      await page.goto(`${baseUrl}/about`);
      await page.evaluate((stored) => localStorage.setItem('auth-store', stored), JSON.stringify({ state: { token, user: null, fcmToken: null }, version: 0 }));
      await page.evaluate(() => navigator.serviceWorker.ready);
    }
    const result = await lighthouse(`${baseUrl}${path}`, { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { audits, categories, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not ${path}`);
    return {
      lcpMs: audits['largest-contentful-paint']!.numericValue!,
      fcpMs: audits['first-contentful-paint']!.numericValue!,
      cls: audits['cumulative-layout-shift']!.numericValue!,
      tbtMs: audits['total-blocking-time']!.numericValue!,
      performance: (categories.performance!.score ?? 0) * 100,
    };
  } finally {
    await browser.close();
  }
}
