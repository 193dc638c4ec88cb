import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

type Navigation = Parameters<Page['goto']>[1];

declare global {
  interface Window {
    /** Set by this file's init script: whether every deferred framework script of the page has run. */
    e2eDeferredScriptsRan?: () => boolean;
    /** Present while a test's fake clock (page.clock) drives the page's timers. */
    __pwClock?: unknown;
  }
}

/**
 * The server defers a page's framework scripts until the page has loaded and painted
 * (server/hydrate-after-paint.ts), so the load event Playwright's navigations wait for now comes before
 * React runs. Each script's load event (it fires once the script has run) is recorded from the start.
 */
function recordScriptRuns() {
  const ran = new Set<string>();
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src) ran.add(event.target.src);
    },
    true,
  );
  window.e2eDeferredScriptsRan = () =>
    [...document.querySelectorAll('script[data-hydrate-after-paint]')].every((deferred) =>
      ran.has(new URL(deferred.getAttribute('data-hydrate-after-paint') ?? '', location.href).href),
    );
}

/**
 * Waits until the page's deferred framework scripts have run and React has hydrated, as a navigation's load
 * event used to promise. A test whose fake clock holds the page's timers starts them itself
 * (see startDeferredScripts).
 */
export async function deferredScriptsRan(page: Page) {
  await page.waitForFunction(() => {
    if (window.__pwClock || !window.e2eDeferredScriptsRan) return true;
    // And React has hydrated, where the page has the footer's form (it turns off native validation then).
    const footerForm = document.querySelector('footer form');
    return window.e2eDeferredScriptsRan() && (!footerForm || footerForm.hasAttribute('novalidate'));
  });
}

/** Under a paused fake clock: lets the page's timers run the few frames after which it starts its scripts. */
export async function startDeferredScripts(page: Page) {
  await page.clock.runFor(100);
  await page.waitForFunction(() => window.e2eDeferredScriptsRan?.() ?? true);
}

const waitsForLoad = (options: Navigation) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

function waitForScriptsOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await deferredScriptsRan(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await deferredScriptsRan(page);
    return response;
  };
}

/**
 * The home page's contact popup opens on its own timer, 5 s after load (components/forms/home-contact-popup.tsx),
 * over whatever a test is about to click; on a slow machine that moment lands anywhere in a test. Held back, the
 * popup sees the mark it leaves in session storage once shown, and stays shut. Only tests about the popup let it
 * run, and drive its timer with page.clock.
 */
export type ContactPopup = 'held-back' | 'on-its-timer';

const CONTACT_POPUP_SHOWN_KEY = 'nestora:contact-popup-shown';

function holdBackContactPopup(key: string) {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // A page whose storage is blocked (about:blank, say) has no popup either.
  }
}

async function prepareContext(context: BrowserContext, contactPopup: ContactPopup) {
  await context.addInitScript(recordScriptRuns);
  if (contactPopup === 'held-back') await context.addInitScript(holdBackContactPopup, CONTACT_POPUP_SHOWN_KEY);
  context.on('page', waitForScriptsOnNavigation);
  context.pages().forEach(waitForScriptsOnNavigation);
}

/**
 * A second browser context (a staff member's, say) whose navigations wait for the deferred scripts too, and
 * where the home popup is held back.
 */
export async function newContextWaitingForScripts(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await prepareContext(context, 'held-back');
  return context;
}

/**
 * Playwright's test, whose page navigations (goto, reload) also wait for the page's deferred scripts to run, and
 * where the home popup is held back unless a test asks for it: `test.use({ contactPopup: 'on-its-timer' })`.
 */
export const test = base.extend<{ contactPopup: ContactPopup }>({
  contactPopup: ['held-back', { option: true }],
  context: async ({ context, javaScriptEnabled, contactPopup }, provide) => {
    if (javaScriptEnabled !== false) await prepareContext(context, contactPopup);
    await provide(context);
  },
});
