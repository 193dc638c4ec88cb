import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { DEFERRED_SCRIPT_ATTRIBUTE, hydrationLoader, hydrationLoaderHash } from './hydration-loader';

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
});
