/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

function Form({ label }: { label: string }) {
  return (
    <form action="/enquiry/submit" method="post">
      <button type="button" onClick={() => document.body.setAttribute('data-clicked', label)}>
        {label}
      </button>
    </form>
  );
}

// Each test gets a fresh module: the "may load" moment is once per page.
function freshIsland() {
  let island!: typeof import('./island').island;
  jest.isolateModules(() => {
    island = (jest.requireActual('./island') as typeof import('./island')).island;
  });
  const load = jest.fn(() => Promise.resolve(Form));
  return { Island: island(load, undefined), load };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  document.body.removeAttribute('data-clicked');
  // Before the load event: the page is still arriving, so nothing deferred is fetched on its own yet.
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});
afterEach(() => jest.restoreAllMocks());

it('fetches the code only at the first tap (or once the page has loaded), then renders it', async () => {
  const { Island, load } = freshIsland();
  render(<Island label="Send" />);
  await settle();
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('button')).toBeNull();

  fireEvent.pointerDown(document.body);
  expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches the code after the load event when the browser is idle', async () => {
  const { Island, load } = freshIsland();
  render(<Island label="Send" />);
  await settle();
  expect(load).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  expect(await screen.findByRole('button', { name: 'Send' }, { timeout: 2000 })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps the server-rendered HTML while its code is not here, and hydrates it once it is', async () => {
  const { Island, load } = freshIsland();
  const container = document.createElement('div');
  // What the server sends: the component in full, inside the Suspense boundary island() wraps it in.
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Form label="Send" />
    </Suspense>,
  );
  document.body.appendChild(container);
  const serverButton = container.querySelector('button') as HTMLButtonElement;

  await act(async () => {
    hydrateRoot(container, <Island label="Send" />);
  });
  await settle();
  expect(load).not.toHaveBeenCalled();
  // Still the server's element, not yet React's: a click does nothing (the tap catcher holds it meanwhile).
  expect(container.querySelector('button')).toBe(serverButton);
  act(() => serverButton.click());
  expect(document.body.getAttribute('data-clicked')).toBeNull();

  fireEvent.pointerDown(serverButton);
  await settle();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  // Hydrated in place: the same element, now with React's handler.
  expect(container.querySelector('button')).toBe(serverButton);
  serverButton.click();
  expect(document.body.getAttribute('data-clicked')).toBe('Send');
  container.remove();
});

it('fetches the code at once when a tap made before hydration is held (the loader marks its control)', async () => {
  const { Island, load } = freshIsland();
  const held = document.createElement('button');
  held.setAttribute('data-tap-waiting', '');
  document.body.appendChild(held);
  try {
    render(<Island label="Send" />);
    // No tap, key or load event since: only the held tap says the visitor is waiting for a control.
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    held.remove();
  }
});
