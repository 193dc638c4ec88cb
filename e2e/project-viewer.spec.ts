import { expectNoAxeViolations, floorTitle, full } from './project-support';
import { expect, startDeferredScripts, test, type Page } from './support/test';

const floors = full.plan!.floors!;
const plansTitle = `${full.project.name} floor plans`;

async function openFloorPlan(page: Page, index = 0) {
  const trigger = page.locator('#floor-plan .swiper-slide-active').getByRole('button', { name: /^Enlarge/ });
  await trigger.click();
  const viewer = page.getByRole('dialog', { name: `${plansTitle} (${index + 1} of ${floors.length})` });
  await expect(viewer).toBeVisible();
  return { trigger, viewer };
}

async function scrollToFloorPlans(page: Page) {
  await page.locator('#floor-plan').scrollIntoViewIfNeeded();
  await expect(page.locator('#floor-plan .swiper-initialized')).toHaveCount(1);
}

const transform = (page: Page) => page.getByTestId('viewer-image').evaluate((element) => (element as HTMLElement).style.transform);

/** The viewer's pan offsets and zoom, read back from its CSS transform. */
async function viewOf(page: Page) {
  const match = (await transform(page)).match(/translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/);
  const [x, y, zoom] = match!.slice(1).map(Number) as [number, number, number];
  return { x, y, zoom };
}

test('the viewer zooms in 0.25 steps between 0.5x and 3x and resets', async ({ page }) => {
  await page.goto(full.path);
  await scrollToFloorPlans(page);
  const { viewer } = await openFloorPlan(page);
  const reset = viewer.getByRole('button', { name: /^Reset zoom/ });
  await expect(reset).toHaveText('1.0x');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(reset).toHaveText('1.25x');
  for (let i = 0; i < 10; i += 1) await viewer.getByRole('button', { name: 'Zoom in' }).click({ force: true });
  await expect(reset).toHaveText('3.0x');
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await reset.click();
  await expect(reset).toHaveText('1.0x');
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(reset).toHaveText('0.5x');
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test('double-click zooms on the point, drag pans within the edges, double-click resets', async ({ page }) => {
  await page.goto(full.path);
  await scrollToFloorPlans(page);
  const { viewer } = await openFloorPlan(page);
  const stage = viewer.getByTestId('viewer-image').locator('..');
  const box = (await stage.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.dblclick(centre.x + 50, centre.y + 20);
  await expect(viewer.getByRole('button', { name: /^Reset zoom/ })).toHaveText('2.0x');
  const zoomed = await viewOf(page);
  expect(zoomed.zoom).toBe(2);
  expect(zoomed.x).toBeCloseTo(-100, 0);
  expect(zoomed.y).toBeCloseTo(-40, 0);

  // Dragging far to the right stops where the image's left edge meets the stage's.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 2000, centre.y, { steps: 5 });
  await page.mouse.up();
  const dragged = await viewOf(page);
  expect(dragged.x).toBeCloseTo(box.width / 2, 0);
  expect(dragged.y).toBeCloseTo(zoomed.y, 5);

  await page.mouse.dblclick(centre.x, centre.y);
  await expect(viewer.getByRole('button', { name: /^Reset zoom/ })).toHaveText('1.0x');
  expect(await transform(page)).toBe('translate(0px, 0px) scale(1)');
});

test('ctrl+wheel zooms by 0.1 around the cursor; the wheel alone pans when zoomed', async ({ page }) => {
  await page.goto(full.path);
  await scrollToFloorPlans(page);
  const { viewer } = await openFloorPlan(page);
  const box = (await viewer.getByTestId('viewer-image').locator('..').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(viewer.getByRole('button', { name: /^Reset zoom/ })).toHaveText('1.1x');
  await page.mouse.wheel(0, 10);
  await expect.poll(() => transform(page)).toBe('translate(0px, -10px) scale(1.1)');
});

test('Escape closes the viewer and focus returns to the plan; dots switch images; backdrop closes', async ({ page }) => {
  await page.goto(full.path);
  await scrollToFloorPlans(page);
  const { trigger, viewer } = await openFloorPlan(page);
  await viewer.getByRole('button', { name: `Show image 2 of ${floors.length}` }).click();
  await expect(page.getByRole('dialog', { name: `${plansTitle} (2 of ${floors.length})` })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute('alt', new RegExp(floorTitle(floors[1]!, 1)));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the site plan opens in the same viewer with dots for each plan', async ({ page }) => {
  await page.goto(full.path);
  const count = full.project.sitePlanImages!.length;
  await page
    .locator('#site-plan')
    .getByRole('button', { name: /^Enlarge/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: `${full.project.name} site plan (1 of ${count})` });
  await expect(viewer.getByRole('button', { name: /^Show image/ })).toHaveCount(count);
  await expect(viewer.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toHaveCount(0);
});

test('floor plans autoplay every 10 s, pause on request, and step with the arrows', async ({ page }) => {
  await page.clock.install();
  await page.goto(full.path);
  await startDeferredScripts(page);
  await scrollToFloorPlans(page);
  const section = page.locator('#floor-plan');
  const active = section.locator('.swiper-slide-active h3');
  await expect(active).toHaveText(floorTitle(floors[0]!, 0));
  await expect(section.locator('.swiper-pagination-bullet')).toHaveCount(floors.length);
  await page.clock.runFor(10_500);
  await expect(active).toHaveText(floorTitle(floors[1]!, 1));

  await section.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.clock.runFor(25_000);
  await expect(active).toHaveText(floorTitle(floors[1]!, 1));
  await expect(section.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  // Swiper ignores an arrow while a slide is still moving (as it would for a person), so each click waits for it to settle.
  const settledClick = async (name: string) => {
    await expect
      .poll(() =>
        section
          .locator('.swiper-initialized')
          .evaluate((element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
      )
      .toBe(false);
    await section.getByRole('button', { name }).click();
  };
  await settledClick('Next floor plan');
  await expect(active).toHaveText(floorTitle(floors[2]!, 2));
  // Looping: the last floor is followed by the first.
  await settledClick('Next floor plan');
  await expect(active).toHaveText(floorTitle(floors[0]!, 0));
  await settledClick('Previous floor plan');
  await expect(active).toHaveText(floorTitle(floors[2]!, 2));
});

test('each floor keeps its figures; View Payment Plan opens the CLP tab; contact opens an inline form', async ({ page }) => {
  await page.goto(full.path);
  await scrollToFloorPlans(page);
  const slide = page.locator('#floor-plan .swiper-slide-active');
  await expect(slide).toContainText(floors[0]!.area);
  await expect(slide).toContainText(floors[0]!.pricePerSqft);
  await section(page).getByRole('button', { name: 'Pause slideshow' }).click();

  await page.getByRole('tab', { name: 'DP' }).click();
  await slide.getByRole('link', { name: 'View Payment Plan' }).click();
  await expect(page.getByRole('tab', { name: 'CLP' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'CLP' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('payment-plan')!.getBoundingClientRect().top))).toBe(160);

  await slide.getByRole('button', { name: 'Contact for Price' }).click();
  const form = slide.getByRole('form', { name: `Enquire about ${full.project.name}, ${floorTitle(floors[0]!, 0)}` });
  await expect(form).toBeVisible();
  await expect(form.locator('input[name="projectName"]')).toHaveValue(`${full.project.name}, ${floorTitle(floors[0]!, 0)}`);
  await expect(form.getByLabel('Name')).toBeVisible();
});

const section = (page: Page) => page.locator('#floor-plan');

test('with reduced motion the floor plans do not autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(full.path);
  await startDeferredScripts(page);
  await scrollToFloorPlans(page);
  await expect(section(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(25_000);
  await expect(section(page).locator('.swiper-slide-active h3')).toHaveText(floorTitle(floors[0]!, 0));
});
