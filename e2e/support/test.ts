import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

type Navigation = Parameters<Page['goto']>[1];

declare global {
  interface Window {
    /** Set by this file's init script: whether the loader has added every deferred framework script to the page. */
    e2eDeferredScriptsStarted?: () => boolean;
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
  const deferredSources = () =>
    [...document.querySelectorAll('script[data-hydrate-after-paint]')].map(
      (deferred) => new URL(deferred.getAttribute('data-hydrate-after-paint') ?? '', location.href).href,
    );
  window.e2eDeferredScriptsStarted = () => {
    const added = new Set([...document.scripts].map((script) => script.src));
    return deferredSources().every((source) => added.has(source));
  };
  window.e2eDeferredScriptsRan = () => deferredSources().every((source) => ran.has(source));
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

export type ClockSteps = {
  /** Page time each step moves the clock on. */
  step?: number;
  /** Real time the page gets after each step to act on what it set off (a render, a paint, a script's load). */
  settleMs?: number;
  /** Page time after which the condition is given up on. */
  limit?: number;
};

/**
 * Under a paused fake clock: moves the page's time on a step at a time until `holds()` is true, and no further.
 * What a test waits for often needs page time and real time in turns (the loader's frames and timers start only
 * once the browser has painted, a re-render follows a timer), so one fixed step is enough on a fast machine and
 * too little on a slow one. After each step the page gets real time to catch up before the next, so the clock
 * stops at the first step after which the condition holds, as a single exact step would on a fast machine.
 * `holds` must answer at once (page.evaluate, locator.count), not wait as locator.getAttribute does: what it waits
 * for may need the next step.
 */
export async function runClockUntil(
  page: Page,
  holds: () => Promise<boolean>,
  what: string,
  { step = 50, settleMs = 500, limit = 10_000 }: ClockSteps = {},
): Promise<void> {
  if (await holds()) return;
  for (let elapsed = step; elapsed <= limit; elapsed += step) {
    await page.clock.runFor(step);
    const settled = Date.now() + settleMs;
    do {
      if (await holds()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    } while (Date.now() < settled);
  }
  throw new Error(`${what}: still not so after ${limit} ms of page time in steps of ${step} ms`);
}

/**
 * Whether React has hydrated the page: its root has committed its first render (the key React puts on the document,
 * as browser/hydration-loader/react-root.ts reads it). Parts whose code comes later (components/ui/deferred.tsx),
 * the footer's form among them, may still wait.
 */
export const pageHydrated = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
    const root = key
      ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key]
      : undefined;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });

/** Whether React has hydrated the footer's form: it turns off native validation then. */
export const footerFormHydrated = (page: Page) =>
  page.evaluate(() => document.querySelector('footer form')?.hasAttribute('novalidate') ?? false);

/**
 * Under a paused fake clock: runs the page's clock until the loader has started the deferred framework scripts
 * (after the first paint and two frames, or its latest start time, 3 s), then waits for them to have run.
 */
export async function startDeferredScripts(page: Page) {
  await runClockUntil(page, () => page.evaluate(() => window.e2eDeferredScriptsStarted?.() ?? true), 'the deferred scripts started', {
    step: 100,
    limit: 5000,
  });
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
