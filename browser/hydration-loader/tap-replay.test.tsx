/**
 * @jest-environment jsdom
 */
import { waitFor } from '@testing-library/react';
import { act, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { takeCaughtTaps } from './caught-taps';
import { ISLAND_ATTRIBUTE, islandReady } from './island-marks';
import { rootHasHydrated } from './react-root';
import { captureTapsUntilHydrated, WAITING_ATTRIBUTE } from './tap-replay';

type Calls = { opened: string[]; filters: string[]; sorts: string[]; names: string[] };

const noSubscription = () => () => {};
/** What the device saved on an earlier visit, read like the shortlist: the server knows nothing of it. */
let saved = { liked: false };

function Page({ calls }: { calls: Calls }) {
  // Like the site's useHydrated: a second render right after hydration, which sets every controlled input
  // back to React's state (the box the visitor ticked is unticked again before the tap is replayed).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => 'true',
    () => 'false',
  );
  const [filters, setFilters] = useState<string[]>([]);
  const [sort, setSort] = useState('newest');
  const [name, setName] = useState('');
  const liked = useSyncExternalStore(
    noSubscription,
    () => saved.liked,
    () => false,
  );
  return (
    <main>
      <button type="button" aria-pressed={liked} data-toggle="" onClick={() => (saved = { liked: !saved.liked })}>
        {liked ? 'Liked' : 'Like'}
      </button>
      <button type="button" onClick={() => calls.opened.push('Enquire')}>
        Enquire
      </button>
      <label>
        <input
          type="checkbox"
          data-hydrated={hydrated}
          checked={filters.includes('3 BHK')}
          onChange={(event) => {
            calls.filters.push(event.target.checked ? 'checked' : 'unchecked');
            setFilters(event.target.checked ? ['3 BHK'] : []);
          }}
        />
        3 BHK
      </label>
      <select
        aria-label="Sort by"
        data-hydrated={hydrated}
        value={sort}
        onChange={(event) => {
          calls.sorts.push(event.target.value);
          setSort(event.target.value);
        }}
      >
        <option value="newest">Newest</option>
        <option value="price">Price</option>
      </select>
      <input
        aria-label="Name"
        data-hydrated={hydrated}
        value={name}
        onChange={(event) => {
          calls.names.push(event.target.value);
          setName(event.target.value);
        }}
      />
      <form action="/search">
        <button>Search</button>
      </form>
      <a href="#top">Top</a>
    </main>
  );
}

const controls = (container: HTMLElement) => ({
  button: container.querySelector<HTMLButtonElement>('button[type="button"]:not([data-toggle])')!,
  toggle: container.querySelector<HTMLButtonElement>('button[data-toggle]')!,
  checkbox: container.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
  select: container.querySelector<HTMLSelectElement>('select')!,
  name: container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!,
  submit: container.querySelector<HTMLButtonElement>('form button')!,
  link: container.querySelector<HTMLAnchorElement>('a')!,
});

describe('captureTapsUntilHydrated (with React hydrating a server-rendered page)', () => {
  let container: HTMLElement;
  let calls: Calls;
  let root: Root | undefined;
  let stop: () => void;
  let firstTaps: number;

  beforeEach(() => {
    // The waiting marks are attributes React did not render: development builds say so on hydration.
    const consoleError = console.error;
    jest.spyOn(console, 'error').mockImplementation((message, ...rest) => {
      if (!String(message).startsWith('A tree hydrated but some attributes')) consoleError(message, ...rest);
    });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    calls = { opened: [], filters: [], sorts: [], names: [] };
    saved = { liked: false };
    firstTaps = 0;
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page calls={calls} />);
    document.body.append(container);
    stop = captureTapsUntilHydrated(document, { onFirstTap: () => (firstTaps += 1), rootHydrated: () => rootHasHydrated(container) });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    stop();
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const hydrate = () => act(() => void (root = hydrateRoot(container, <Page calls={calls} />)));

  it('holds a click on a button until React has hydrated it, shows it waiting, then clicks it once', async () => {
    const { button } = controls(container);
    button.click();
    button.click();
    expect(calls.opened).toHaveLength(0);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute(WAITING_ATTRIBUTE)).toBe(true);
    expect(firstTaps).toBe(1);

    hydrate();
    await waitFor(() => expect(calls.opened).toHaveLength(1));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute(WAITING_ATTRIBUTE)).toBe(false);
    // The doubled tap made while it waited is not replayed.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls.opened).toHaveLength(1);

    // From now on taps go straight to React.
    button.click();
    expect(calls.opened).toHaveLength(2);
  });

  it('tells React about a checkbox, a select and a text box changed before it ran, once each', async () => {
    const { checkbox, select, name } = controls(container);
    checkbox.click();
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    name.value = 'Asha';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(checkbox.checked).toBe(true);
    expect(checkbox.getAttribute('aria-busy')).toBe('true');
    expect(name.hasAttribute('aria-busy')).toBe(false);

    hydrate();
    await waitFor(() => expect(calls.filters).toEqual(['checked']));
    expect(calls.sorts).toEqual(['price']);
    expect(calls.names).toEqual(['Asha']);
    expect(checkbox.checked).toBe(true);
    expect(checkbox.hasAttribute('aria-busy')).toBe(false);
  });

  it('replays nothing for a checkbox ticked and unticked again before hydration', async () => {
    const { checkbox, button } = controls(container);
    checkbox.click();
    checkbox.click();
    button.click();
    hydrate();
    await waitFor(() => expect(calls.opened).toHaveLength(1));
    expect(calls.filters).toEqual([]);
    expect(checkbox.checked).toBe(false);
  });

  it('leaves links and a form submit button to the browser', () => {
    const { submit, link } = controls(container);
    let submitted = 0;
    submit.form!.addEventListener('submit', (event) => {
      submitted += 1;
      event.preventDefault();
    });
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    submit.click();
    expect(linkClick.defaultPrevented).toBe(false);
    expect(submitted).toBe(1);
    expect(submit.hasAttribute('aria-busy')).toBe(false);
    expect(firstTaps).toBe(0);
  });

  it('takes over the taps the catcher at the top of <body> caught before it ran, and replays each once', async () => {
    stop();
    await jest.isolateModulesAsync(async () => {
      await import('./tap-catcher');
    });
    const { button, checkbox } = controls(container);
    button.click();
    button.click();
    checkbox.click();
    expect(firstTaps).toBe(0);
    const caught = takeCaughtTaps(window);
    expect(caught.map((event) => event.type)).toEqual(['click', 'click', 'click', 'input', 'change']);
    // Stopped: what happens now is for the loader alone.
    button.click();
    expect(takeCaughtTaps(window)).toEqual([]);
    stop = captureTapsUntilHydrated(document, {
      onFirstTap: () => (firstTaps += 1),
      caught,
      rootHydrated: () => rootHasHydrated(container),
    });
    expect(firstTaps).toBe(1);
    expect(button.getAttribute('aria-busy')).toBe('true');

    hydrate();
    await waitFor(() => expect(calls.opened).toHaveLength(1));
    expect(calls.filters).toEqual(['checked']);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls.opened).toHaveLength(1);
  });

  it('does not undo a toggle that React, reading what the device saved, already shows in the state the tap asked for', async () => {
    saved = { liked: true };
    const { toggle } = controls(container);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.click();
    hydrate();
    await waitFor(() => expect(toggle.hasAttribute('aria-busy')).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(saved.liked).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('replays a toggle still showing what it showed when tapped', async () => {
    const { toggle } = controls(container);
    toggle.click();
    hydrate();
    await waitFor(() => expect(saved.liked).toBe(true));
  });
});

describe('captureTapsUntilHydrated after hydration, while a deferred part of the page waits for its code', () => {
  let pending: boolean;
  let stop: () => void;
  let island: HTMLButtonElement;
  let hydrated: HTMLButtonElement;
  let clicks: string[];

  beforeEach(() => {
    pending = true;
    clicks = [];
    document.body.innerHTML =
      '<button type="button" id="island">Inquire Now</button><button type="button" id="menu" data-owned>Menu</button>';
    island = document.getElementById('island') as HTMLButtonElement;
    hydrated = document.getElementById('menu') as HTMLButtonElement;
    for (const button of [island, hydrated]) button.addEventListener('click', () => clicks.push(button.id));
    stop = captureTapsUntilHydrated(document, {
      onFirstTap: () => {},
      rootHydrated: () => true,
      controlHydrated: (control) => control.hasAttribute('data-owned'),
      islandsPending: () => pending,
    });
  });

  afterEach(() => stop());

  it("holds a tap on the deferred part's control and makes it once React owns that control", async () => {
    island.click();
    island.click();
    expect(clicks).toEqual([]);
    expect(island.getAttribute('aria-busy')).toBe('true');

    // Its code arrives and React hydrates it.
    island.setAttribute('data-owned', '');
    pending = false;
    await waitFor(() => expect(clicks).toEqual(['island']));
    expect(island.hasAttribute('aria-busy')).toBe(false);
  });

  it("keeps holding the tap while the part's code takes longer than the give-up wait to come (a slow phone)", async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      island.click();
      now.mockReturnValue(start + 12_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(island.getAttribute('aria-busy')).toBe('true');
      expect(clicks).toEqual([]);

      island.setAttribute('data-owned', '');
      pending = false;
      await waitFor(() => expect(clicks).toEqual(['island']));
    } finally {
      now.mockRestore();
    }
  });

  it('gives a held tap up once the page has settled and its control stays unowned for the give-up wait', async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      island.click();
      pending = false;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(island.getAttribute('aria-busy')).toBe('true');
      now.mockReturnValue(start + 6_000);
      await waitFor(() => expect(island.hasAttribute('aria-busy')).toBe(false));
      expect(clicks).toEqual([]);
    } finally {
      now.mockRestore();
    }
  });

  it('lets a tap on a control React already owns through at once', () => {
    hydrated.click();
    expect(clicks).toEqual(['menu']);
  });

  it('holds nothing once no part is waiting', () => {
    pending = false;
    island.click();
    expect(clicks).toEqual(['island']);
  });
});

describe('captureTapsUntilHydrated on server markup a deferred part takes over', () => {
  let stop: () => void;
  let tab: HTMLButtonElement;
  let clicks: string[];

  beforeEach(() => {
    clicks = [];
    // Server markup whose behaviour is attached by code that comes later: React owns the tab (hydrated with the page),
    // or keeps it without owning it (a kept island, components/ui/island.tsx), as the second tab.
    document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="tabs"><button type="button" id="tab" data-owned>DP</button><button type="button" id="kept">Other</button></div>`;
    tab = document.getElementById('tab') as HTMLButtonElement;
    stop = captureTapsUntilHydrated(document, {
      onFirstTap: () => {},
      rootHydrated: () => true,
      controlHydrated: (control) => control.hasAttribute('data-owned'),
      islandsPending: () => false,
    });
  });

  afterEach(() => {
    stop();
    delete (window as { __nestoraIslands?: unknown }).__nestoraIslands;
  });

  it('holds its tap until the part has attached its listeners, then makes it once', async () => {
    tab.click();
    expect(clicks).toEqual([]);
    expect(tab.getAttribute('aria-busy')).toBe('true');

    // The deferred part's code comes: it listens, then says so.
    tab.addEventListener('click', () => clicks.push('tab'));
    islandReady('tabs');
    await waitFor(() => expect(clicks).toEqual(['tab']));
    expect(tab.hasAttribute('aria-busy')).toBe(false);

    tab.click();
    expect(clicks).toEqual(['tab', 'tab']);
  });

  it('replays a tap on a control React keeps without owning it, once its part has taken it over', async () => {
    const kept = document.getElementById('kept') as HTMLButtonElement;
    kept.click();
    kept.addEventListener('click', () => clicks.push('kept'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clicks).toEqual([]);
    islandReady('tabs');
    await waitFor(() => expect(clicks).toEqual(['kept']));
  });
});
