import AxeBuilder from '@axe-core/playwright';
import { dialogActions, gotoWithClock, siteRoutes } from './support/site-routes';
import { expect, test, type Page } from './support/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations as short lines (rule, impact, first elements), so a failure says what to fix. */
async function violations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Scrolls through the page so lazy sections (images, map) are in the DOM axe sees. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  for (const path of siteRoutes) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await scrollThrough(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const action of dialogActions) {
    test.describe(() => {
      test.use({ contactPopup: action.contactPopup ?? 'held-back' });
      test(`with the ${action.name} open`, async ({ page }) => {
        if (action.viewport) await page.setViewportSize(action.viewport);
        await gotoWithClock(page, action.path);
        const opened = await action.open(page);
        await expect(opened).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });
  }
});

test.describe('keyboard', () => {
  test('every focusable control in the header and footer shows a focus ring', async ({ page }) => {
    await page.goto('/about');
    const unringed: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return { visible, label: `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}` };
      });
      if (ring && !ring.visible) unringed.push(ring.label);
    }
    expect(unringed).toEqual([]);
  });

  test('tap targets are at least 24 by 24 px on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, [role="button"], input, select, textarea, a[href]')]
        .filter((element) => {
          // Links inside running text are exempt (WCAG 2.5.8 inline exception).
          if (element.tagName === 'A' && element.closest('p, li p')) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24);
        })
        .map((element) => `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}`),
    );
    expect(small).toEqual([]);
  });
});
