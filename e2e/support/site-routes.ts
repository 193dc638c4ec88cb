import type { Locator, Page } from '@playwright/test';
import { firstCompany, firstProject, floorPlanProjectIds } from './content';
import { startDeferredScripts, type ContactPopup } from './test';

const residential = firstProject('residential');
const commercial = firstProject('commercial');
const company = firstCompany();
const planId = floorPlanProjectIds()[0]!;

/**
 * Every page of the site once, for the checks that run on all of them (axe, security headers, CSP).
 * Add a route here when you add one to app/.
 */
export const siteRoutes: string[] = [
  '/',
  '/about',
  '/career',
  '/contact-us',
  '/residential',
  '/commercial',
  '/plots',
  '/sco',
  '/city',
  '/city/gurgaon',
  '/city/gurgaon/3-bhk',
  '/city/noida/commercial',
  '/city/gurgaon/locality/cyber-city',
  '/trending-projects',
  '/project-details',
  `/project-details/${company.slug}`,
  `/project-details/${residential.developer}/${residential.id}`,
  `/project-details/${commercial.developer}/${commercial.id}`,
  '/floor-plans',
  `/floor-plans/${planId}`,
  `/payment-plans/${planId}`,
  `/specifications/${residential.developer}/${residential.id}`,
  '/projects-count',
  '/privacy-policy',
  '/privacy/choices?token=not-a-token',
  '/privacy/your-data',
  '/privacy/your-data/sent?by=email',
  '/privacy/your-data/verify?token=not-a-real-token-but-long-enough',
  '/privacy/your-data/verified',
  '/offline',
  '/search/results?q=godrej+gurgaon',
  '/enquiry/thank-you?kind=enquiry&back=/about',
  '/enquiry/not-sent?kind=enquiry&errors=name.required',
  '/no-such-page',
  `/project-details/${residential.developer}/no-such-project`,
];

/**
 * Ways to open each dialog or panel of the site; `open` resolves to the opened element. The checks
 * that must also hold while a dialog is open (axe, CSP) loop over this list: add yours here.
 */
export type DialogAction = {
  name: string;
  path: string;
  viewport?: { width: number; height: number };
  /** Only the popup that opens on its own timer lets it run (see ContactPopup); use it with `test.use`. */
  contactPopup?: ContactPopup;
  open: (page: Page) => Promise<Locator>;
};

/** Waits until React has hydrated: the footer form turns off native validation then. */
export async function hydrated(page: Page) {
  await page.getByRole('contentinfo').locator('form').first().waitFor();
  await page.waitForFunction(() => document.querySelector('footer form')?.hasAttribute('novalidate'));
}

/** Clicks the control (after hydration) and waits for the modal dialog it opens. */
async function dialogFrom(page: Page, trigger: Locator): Promise<Locator> {
  await hydrated(page);
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

export const dialogActions: DialogAction[] = [
  {
    name: 'home contact popup',
    path: '/',
    contactPopup: 'on-its-timer',
    open: async (page) => {
      await hydrated(page);
      await page.clock.runFor(5100);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      return dialog;
    },
  },
  {
    name: 'contact modal (About, Contact Us Today)',
    path: '/about',
    open: (page) => dialogFrom(page, page.getByRole('button', { name: 'Contact Us Today' })),
  },
  {
    name: 'floating Inquire Now form',
    path: '/about',
    open: async (page) => {
      await hydrated(page);
      await page.locator('button[aria-controls="floating-enquiry"]').click();
      const panel = page.locator('#floating-enquiry');
      await panel.waitFor();
      return panel;
    },
  },
  {
    name: 'project Inquire Now dialog',
    path: `/project-details/${residential.developer}/${residential.id}`,
    open: (page) => dialogFrom(page, page.locator('button[aria-haspopup="dialog"]', { hasText: 'Inquire Now' }).first()),
  },
  {
    name: 'mobile menu',
    path: '/about',
    viewport: { width: 390, height: 844 },
    open: async (page) => {
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Career' }).waitFor();
      return nav;
    },
  },
];

/** Starts the page's clock before it loads, so timed dialogs (the home popup) open on demand. */
export async function gotoWithClock(page: Page, path: string) {
  const start = new Date('2026-06-01T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.goto(path);
  await startDeferredScripts(page);
}
