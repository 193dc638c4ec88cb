import { PageStore } from './page-store';

const page = (bytes: number, name = 'p') => ({ name, bytes });
const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('PageStore', () => {
  it('renders a key once for 32 concurrent misses, and hands them all the same page', async () => {
    const store = new PageStore();
    let renders = 0;
    const render = () => {
      renders += 1;
      return later({ page: page(1000), keep: true });
    };
    const results = await Promise.all(Array.from({ length: 32 }, () => store.getOrRender('/project-details?city=Noida', render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((result) => result.page)).size).toBe(1);
    expect(results.filter((result) => result.rendered)).toHaveLength(1);
    expect(store.get('/project-details?city=Noida')).toBe(results[0]?.page);
    await store.getOrRender('/project-details?city=Noida', render);
    expect(renders).toBe(1);
  });

  it('lets every waiter go its own way when the render was not a page to keep, and keeps nothing', async () => {
    const store = new PageStore();
    let renders = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.getOrRender('/search', () => {
          renders += 1;
          return later(null);
        }),
      ),
    );
    expect(renders).toBe(1);
    expect(results).toEqual([{ page: null, rendered: true }, ...Array.from({ length: 7 }, () => ({ page: null, rendered: false }))]);
    expect(store.size).toBe(0);
  });

  it('sends but does not keep a page too big to keep, and renders anew after a failed render', async () => {
    const store = new PageStore();
    const big = page(10);
    expect(await store.getOrRender('a', () => later({ page: big, keep: false }))).toEqual({ page: big, rendered: true });
    expect(store.get('a')).toBeUndefined();
    expect(await store.getOrRender('b', () => Promise.reject(new Error('render failed')))).toEqual({ page: null, rendered: true });
    const retried = await store.getOrRender('b', () => later({ page: page(10), keep: true }));
    expect(retried.page).toEqual(page(10));
  });

  it('drops the least recently used pages beyond its entry and byte limits', async () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 10_000 });
    const keep = (bytes: number, name: string) => () => Promise.resolve({ page: page(bytes, name), keep: true });
    await store.getOrRender('a', keep(100, 'a'));
    await store.getOrRender('b', keep(100, 'b'));
    store.get('a');
    await store.getOrRender('c', keep(100, 'c'));
    expect(['a', 'b', 'c'].map((key) => store.get(key) !== undefined)).toEqual([true, false, true]);

    const small = new PageStore({ maxEntries: 10, maxBytes: 150 });
    await small.getOrRender('x', keep(100, 'x'));
    await small.getOrRender('y', keep(100, 'y'));
    expect(small.size).toBe(1);
    expect(small.get('y')).toBeDefined();
    expect(small.bytes).toBe(100);
  });
});

describe('PageStore render told whether it is waited for', () => {
  it('tells the render, once its page is made, whether another request waits for it', async () => {
    const store = new PageStore();
    const told: boolean[] = [];
    const render = (waitedFor: () => boolean) =>
      later(null).then(() => {
        told.push(waitedFor());
        return waitedFor() ? { page: page(10), keep: true } : null;
      });
    expect(await store.getOrRender('alone', render)).toEqual({ page: null, rendered: true });
    expect(store.get('alone')).toBeUndefined();
    const results = await Promise.all([store.getOrRender('shared', render), store.getOrRender('shared', render)]);
    expect(told).toEqual([false, true]);
    expect(results).toEqual([
      { page: page(10), rendered: true },
      { page: page(10), rendered: false },
    ]);
    expect(store.get('shared')).toEqual(page(10));
  });
});
