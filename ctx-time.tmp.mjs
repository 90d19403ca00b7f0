import { chromium } from 'playwright-core';
const base = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const variants = {
  base: [],
  perSite: ['--process-per-site'],
  spare: ['--enable-features=SpareRendererForSitePerProcess'],
  limit1: ['--renderer-process-limit=1', '--disable-site-isolation-trials', '--process-per-site'],
  base2: [],
};
for (const [name, extra] of Object.entries(variants)) {
  let t = Date.now();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...extra] });
  const launch = Date.now() - t;
  const times = [];
  for (let i = 0; i < 5; i++) {
    t = Date.now();
    const context = await browser.newContext();
    const c = Date.now() - t; t = Date.now();
    const page = await context.newPage();
    const p = Date.now() - t; t = Date.now();
    await page.goto('data:text/html,<p>hi</p>');
    const g = Date.now() - t;
    await context.close();
    times.push(`${c}/${p}/${g}`);
  }
  await browser.close();
  console.log(name, 'launch', launch, times.join(' '));
}
