// Whether React has taken over a part of the page, read from the keys React itself puts on DOM nodes.
// hydrateRoot(document) marks the document with `__reactContainer$<id>`, holding the root's host fiber; its
// FiberRoot's current state says `isDehydrated: false` once the first hydrating render has committed. Each
// element React has hydrated carries `__reactProps$<id>`, the props its event handlers are read from. Both
// are React internals, but stable since React 17, and checked end to end by e2e/before-hydration.spec.ts.

type HostRootFiber = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };

const ownKeyStartingWith = (node: object, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));

/** React's root in this container (Next.js hydrates the document) has committed its first render, so its event listeners and state are live. */
export function rootHasHydrated(container: Document | Element): boolean {
  const key = ownKeyStartingWith(container, '__reactContainer$');
  const hostRoot = key ? ((container as unknown as Record<string, HostRootFiber>)[key] ?? null) : null;
  return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
}

/** React has rendered this element with its props (and so its event handlers). */
export function elementHasHydrated(element: Element): boolean {
  return ownKeyStartingWith(element, '__reactProps$') !== undefined;
}
