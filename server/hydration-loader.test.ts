import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { CAUGHT_TAPS } from '../browser/hydration-loader/caught-taps';
import { DEFERRED_SCRIPT_ATTRIBUTE, hydrationLoader, hydrationLoaderHash, tapCatcher, tapCatcherHash } from './hydration-loader';

describe('the bundled hydration loader', () => {
  it('is one minified script, safe to inline, allowed by the hash of exactly its text', () => {
    expect(hydrationLoader).not.toMatch(/<\/script|<!--|^\s|\s$|\bexport\b|\bimport\b/);
    expect(hydrationLoader.split('\n')).toHaveLength(1);
    expect(hydrationLoader).toContain(JSON.stringify(DEFERRED_SCRIPT_ATTRIBUTE));
    expect(hydrationLoaderHash).toBe(createHash('sha256').update(hydrationLoader, 'utf8').digest('base64'));
  });

  it('runs as a classic script and adds each deferred script to the head at once after the latest start time', () => {
    const appended: { src: string; async: boolean }[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const listeners: string[] = [];
    const deferred = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'].map((src) => ({ getAttribute: () => src }));
    const document = {
      readyState: 'loading',
      defaultView: null,
      querySelectorAll: (selector: string) => (selector === `script[${DEFERRED_SCRIPT_ATTRIBUTE}]` ? deferred : []),
      createElement: () => ({ src: '', async: false }),
      head: { append: (script: { src: string; async: boolean }) => appended.push(script) },
    };
    const window = { addEventListener: (type: string) => listeners.push(type), removeEventListener: () => {} };
    runInNewContext(hydrationLoader, {
      document,
      window,
      addEventListener: (type: string) => listeners.push(`window:${type}`),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      performance: { getEntriesByName: () => [] },
    });
    expect(listeners).toEqual(expect.arrayContaining(['click', 'input', 'change', 'pointerdown', 'window:load']));
    expect(appended).toEqual([]);
    const latest = timers.find((timer) => timer.ms === 3000);
    latest?.run();
    latest?.run();
    expect(appended).toEqual([
      { src: '/_next/static/chunks/a.js', async: true },
      { src: '/_next/static/chunks/b.js', async: true },
    ]);
  });

  it('takes over the taps the catcher caught: stops it, and starts the scripts at once for a tap made before it ran', () => {
    const appended: string[] = [];
    const removed: string[] = [];
    // A touch on a button, the element classes the loader checks it against standing in for the browser's.
    class Element {
      closest = (selector: string) => (selector === 'a[href]' ? null : this);
      matches = () => false;
    }
    const pointerdown = { type: 'pointerdown', target: new Element() };
    const window: Record<string, unknown> = {
      addEventListener: () => {},
      removeEventListener: () => {},
      [CAUGHT_TAPS]: { events: [pointerdown], stop: () => removed.push('catcher') },
    };
    const document = {
      readyState: 'loading',
      defaultView: window,
      querySelectorAll: () => [{ getAttribute: () => '/_next/static/chunks/a.js' }],
      createElement: () => ({ src: '', async: false }),
      head: { append: (script: { src: string }) => appended.push(script.src) },
    };
    runInNewContext(hydrationLoader, {
      document,
      window,
      Element,
      HTMLButtonElement: class {},
      HTMLInputElement: class {},
      addEventListener: () => {},
      setTimeout: () => {},
      performance: { getEntriesByName: () => [] },
    });
    expect(removed).toEqual(['catcher']);
    expect(window[CAUGHT_TAPS]).toBeUndefined();
    expect(appended).toEqual(['/_next/static/chunks/a.js']);
  });
});

describe('the bundled tap catcher', () => {
  it('is one tiny minified script, safe to inline, allowed by the hash of exactly its text', () => {
    expect(tapCatcher).not.toMatch(/<\/script|<!--|^\s|\s$|\bexport\b|\bimport\b/);
    expect(tapCatcher.split('\n')).toHaveLength(1);
    // It is in the HTML of every page.
    expect(Buffer.byteLength(tapCatcher)).toBeLessThan(320);
    expect(tapCatcherHash).toBe(createHash('sha256').update(tapCatcher, 'utf8').digest('base64'));
  });

  it('runs as a classic script, notes every tap in the capture phase, and stops when told', () => {
    const listeners = new Map<string, { listener: (event: unknown) => void; capture: unknown }>();
    const window: Record<string, unknown> = {};
    runInNewContext(tapCatcher, {
      window,
      addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) => listeners.set(type, { listener, capture }),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    expect([...listeners.keys()]).toEqual(['click', 'input', 'change', 'pointerdown']);
    expect([...listeners.values()].every(({ capture }) => capture === true)).toBe(true);
    const tap = { type: 'click' };
    listeners.get('click')!.listener(tap);
    const caught = window[CAUGHT_TAPS] as { events: unknown[]; stop: () => void };
    expect(caught.events).toEqual([tap]);
    caught.stop();
    expect(listeners.size).toBe(0);
  });
});
