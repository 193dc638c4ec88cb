import { expect, startDeferredScripts, test, type Locator, type Page } from './support/test';

/** The carousel's scrolled distance in px, read from Swiper's wrapper transform. */
async function offset(carousel: Locator): Promise<number> {
  const transform = await carousel.locator('.swiper-wrapper').evaluate((element) => (element as HTMLElement).style.transform);
  const match = /translate3d\((-?[\d.]+)px/.exec(transform);
  // + 0 turns Swiper's -0 into 0.
  return match ? -Number(match[1]) + 0 : 0;
}

async function readyCarousel(page: Page, name: string, moves = true): Promise<Locator> {
  const carousel = page.getByRole('group', { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Freeze the fake clock, then hover and leave: the carousel restarts its timer at the frozen
  // instant, so runFor moves it on the exact schedule.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 300);
      break;
    } catch (error) {
      // pauseAt refuses a time already past, which a busy machine can reach before the call lands.
      if (attempt === 4) throw error;
    }
  }
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-moving', 'false');
  await page.mouse.move(1, 1);
  await expect(carousel).toHaveAttribute('data-moving', String(moves));
  return carousel;
}

async function frozenHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await startDeferredScripts(page);
}

test.describe('carousels', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await frozenHome(page);
  });

  test('trending moves 300 px every 3 s and goes back to the start at the end', async ({ page }) => {
    const carousel = await readyCarousel(page, 'Trending Projects');
    expect(await offset(carousel)).toBe(0);
    await page.clock.runFor(3000);
    await expect.poll(() => offset(carousel)).toBe(300);
    await page.clock.runFor(3000);
    await expect.poll(() => offset(carousel)).toBe(600);
    // 12 cards of 300 px in a viewport-wide track reach the end well within a minute.
    for (let tick = 0; tick < 20 && (await offset(carousel)) > 0; tick += 1) await page.clock.runFor(3000);
    expect(await offset(carousel)).toBe(0);
    await expect(carousel.getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'View All Trending Projects' })).toHaveAttribute('target', '_blank');
  });

  test('the pause button stops and restarts it', async ({ page }) => {
    const carousel = await readyCarousel(page, 'Trending Projects');
    const pause = carousel.getByRole('button', { name: 'Pause automatic scrolling' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(9000);
    expect(await offset(carousel)).toBe(0);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3000);
    await expect.poll(() => offset(carousel)).toBe(300);
  });

  test('it stands still while hovered or focused', async ({ page }) => {
    const carousel = await readyCarousel(page, 'Trending Projects');
    await carousel.hover();
    await page.clock.runFor(9000);
    expect(await offset(carousel)).toBe(0);
    await page.mouse.move(1, 1);
    await carousel.getByRole('link').first().focus();
    await page.clock.runFor(9000);
    expect(await offset(carousel)).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3000);
    await expect.poll(() => offset(carousel)).toBe(300);
  });

  test('the arrows step 300 px at this width and hold auto-scroll for 10 s', async ({ page }) => {
    const carousel = await readyCarousel(page, 'Trending Projects');
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => offset(carousel)).toBe(300);
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(9000);
    expect(await offset(carousel)).toBe(300);
    await page.clock.runFor(3000);
    await expect.poll(() => offset(carousel)).toBe(600);
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => offset(carousel)).toBe(300);
  });

  test('developers move 300 px every 10 s; View All Developers opens /developers in a new tab', async ({ page }) => {
    const carousel = await readyCarousel(page, 'Leading Real Estate Developers');
    await page.clock.runFor(9900);
    expect(await offset(carousel)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => offset(carousel)).toBe(300);
    await expect(carousel.getByRole('link', { name: 'DLF Limited' })).toHaveAttribute('href', '/project-details/dlf');
    const viewAll = page.getByRole('link', { name: 'View All Developers' });
    await expect(viewAll).toHaveAttribute('href', '/developers');
    await expect(viewAll).toHaveAttribute('target', '_blank');
  });
});

test('carousels do not move under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await frozenHome(page);
  const carousel = await readyCarousel(page, 'Trending Projects', false);
  await expect(carousel.getByRole('button', { name: 'Pause automatic scrolling' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(12_000);
  expect(await offset(carousel)).toBe(0);
});
