// Full-page screenshots of a running site at phone and desktop widths, for review by eye.
// Usage: node scripts/measure/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const [baseUrl = 'http://localhost:3000', outDir = 'test-results/screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/about'];
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

// A full-page capture does not scroll, so lazy images below the fold would stay blank.
async function loadLazyImages(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) console.warn(`horizontal overflow of ${overflow}px on ${page.url()}`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const { name, width, height } of widths) {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The home popup would cover the page; mark it as already shown.
  await page.addInitScript(() => sessionStorage.setItem('nestora:contact-popup-shown', '1'));
  for (const target of targets) {
    await page.goto(new URL(target, baseUrl).toString(), { waitUntil: 'networkidle' });
    await loadLazyImages(page);
    const file = path.join(outDir, `${target.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
