import { chromium, devices } from '@playwright/test';
const port = 8581;
const [code = 'ph', mode = 'guest', lang = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const base = `http://${code}.localhost:${port}`;
await page.addInitScript(() => { sessionStorage.setItem('MC_GIFT_CLOSED', '1'); sessionStorage.setItem('MC_GIFT_CLOSED_MEMBER', '1'); });
if (mode === 'member') {
  const r = await ctx.request.post(`http://127.0.0.1:${port}/wps/session/login`, { headers: { host: `${code}.localhost:${port}` }, data: { username: 'demo001', password: process.env.PW, type: 'username' } });
  const j = await r.json();
  const v = j.value; if (!v) console.log(JSON.stringify(j));
  await page.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), { token: v.token, merchantCode: v.merchantCode ?? '', userName: v.userName, type: v.type, firstTimeLogin: false });
}
if (lang) await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
await page.goto(`${base}/m/home`);
await page.waitForTimeout(2500);
const out = `/tmp/wt11/${code}-${mode}${lang ? '-' + lang : ''}`;
await page.screenshot({ path: `${out}.png` });
await page.screenshot({ path: `${out}-full.png`, fullPage: true });
await browser.close();
console.log(out);
