/**
 * When an island's code may come (components/ui/island.tsx): the one table of triggers, with the one set of
 * margins and delays every public part waits by. The waits that read it are modules of their own, so that a page
 * carries only those it uses: code-may-load.ts, first-touch.ts, in-view.ts, use-island-trigger.ts.
 */
export const TRIGGERS = {
  /** Once the page has loaded and the browser is idle; at the latest this long after the load event. */
  idle: { timeoutMs: 2000, withoutIdleCallbackMs: 200 },
  /** Within this margin of the viewport: a heavy part's code comes just before it is seen. */
  near: { rootMargin: '400px' },
  /** In view. */
  visible: { rootMargin: '0px' },
  /** The visitor's first tap, key or focus on the page; within a part, a focus, key or change of its own. */
  touch: { pageEvents: ['pointerdown', 'keydown', 'focusin'], partEvents: ['focusin', 'keydown', 'change'] },
} as const;

export type ViewportTrigger = 'near' | 'visible';
