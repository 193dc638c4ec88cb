import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';

const testimonials = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'testimonials.json'), 'utf8')) as {
  name: string;
}[];

async function carouselOnHome(page: Page) {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  // Swiper loads when the section nears the viewport; allow for a slow first load of its chunk.
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1, { timeout: 20_000 });
  return carousel;
}

async function cardsPerView(page: Page) {
  const carousel = await carouselOnHome(page);
  const slide = await carousel.locator('.swiper-slide-active').evaluate((element) => element.getBoundingClientRect().width);
  const track = await carousel.locator('.swiper-initialized').evaluate((element) => element.getBoundingClientRect().width);
  return Math.round((track + 20) / (slide + 20));
}

test('Happy client & Feedbacks: previous and next move through the testimonials', async ({ page }) => {
  const carousel = await carouselOnHome(page);
  await expect(page.getByRole('heading', { name: 'Happy client & Feedbacks' })).toBeVisible();
  const active = carousel.locator('.swiper-slide-active');
  await expect(active).toContainText(testimonials[0]!.name);
  await carousel.getByRole('button', { name: /^Next/ }).click();
  await expect(active).toContainText(testimonials[1]!.name);
  await carousel.getByRole('button', { name: /^Previous/ }).click();
  await expect(active).toContainText(testimonials[0]!.name);
});

for (const [width, expected] of [
  [390, 1],
  [700, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`shows ${expected} testimonial${expected > 1 ? 's' : ''} per view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    expect(await cardsPerView(page)).toBe(expected);
  });
}
