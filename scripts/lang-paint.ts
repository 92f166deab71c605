/**
 * `npx tsx scripts/lang-paint.ts <code> <LANG> [runs]`: a returning player of merchant <code> who chose <LANG> (not
 * the default), opening home. With the language cookie the server sends home prerendered in <LANG>; without it the
 * default language's page, whose guard clears the markup (what every such player got before the language pages).
 * Prints the median first contentful paint and largest contentful paint of each, and how often the default
 * language's first banner was fetched. Chromium at 390x844, CPU slowed 4x, service worker blocked; against a
 * running `npm start` (PORT, 8080 by default).
 */
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './lib/browser.ts';
import { distDir } from './lib/paths.ts';

const [code = 'bd', lang = 'EN', runsArg = '5'] = process.argv.slice(2);
const runs = Number(runsArg);
const port = Number(process.env.PORT ?? 8080);
const base = `http://${code}.localhost:${port}`;
// The default language's first banner: the one its page preloads (the build's config).
const defaultBanner = (
  JSON.parse(await readFile(path.join(distDir, code, 'config.json'), 'utf8')) as {
    assets: { banner?: string };
  }
).assets.banner?.split('?')[0];

interface Look {
  fcp: number;
  lcp: number;
  defaultBanner: boolean;
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const looks: Record<'cookie' | 'none', Look[]> = { cookie: [], none: [] };
for (let i = 0; i < runs; i++)
  for (const mode of ['cookie', 'none'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addInitScript((l) => {
      localStorage.setItem('MC_LANG', l);
      sessionStorage.setItem('MC_TERMS_AGREED', '1');
    }, lang);
    if (mode === 'cookie') await context.addCookies([{ name: 'wl_lang', value: lang, url: base }]);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto(`${base}/m/home`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const paint = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const out = { fcp: -1, lcp: -1 };
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') out.fcp = e.startTime;
          }).observe({ type: 'paint', buffered: true });
          new PerformanceObserver((l) => {
            out.lcp = l.getEntries().at(-1)?.startTime ?? -1;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(out), 200);
        }),
    );
    looks[mode].push({
      ...paint,
      defaultBanner: !!defaultBanner && asked.some((u) => u.includes(defaultBanner)),
    });
    await context.close();
  }
await browser.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const mode of ['cookie', 'none'] as const) {
  const l = looks[mode];
  console.log(
    `${code} ${lang} ${mode === 'cookie' ? 'with the language cookie' : 'without it (before)'}: ` +
      `FCP ${median(l.map((x) => x.fcp)).toFixed(0)} ms, LCP ${median(l.map((x) => x.lcp)).toFixed(0)} ms, ` +
      `default-language banner fetched ${l.filter((x) => x.defaultBanner).length}/${runs}`,
  );
}
