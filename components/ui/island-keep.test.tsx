/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { island } from './island';
import { islandOnServer } from './island-server';

function Links({ label }: { label: string }) {
  return (
    <>
      <li>
        <a href="/about">{label}</a>
      </li>
      <li>
        <a href="/career">Career</a>
      </li>
    </>
  );
}

function freshKeptIsland() {
  const load = jest.fn(() => Promise.resolve(Links));
  // The server's copy renders the component (island() gives islandOnServer's on the server); the browser's has no
  // component, only the way to fetch it.
  return { OnServer: islandOnServer(load, Links, { keep: 'ul' }), InBrowser: island(load, undefined, { keep: 'ul' }), load };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('renders the markup on the server inside its element, with the caller’s class', () => {
  const { OnServer } = freshKeptIsland();
  expect(renderToString(<OnServer className="links" label="About" />)).toBe(
    '<ul class="links"><li><a href="/about">About</a></li><li><a href="/career">Career</a></li></ul>',
  );
});

it('renders its own attributes, and the caller’s class beside them', () => {
  const load = jest.fn(() => Promise.resolve(Links));
  const Nav = islandOnServer(load, Links, { keep: 'ul', attributes: { id: 'links', 'aria-label': 'Main' } });
  expect(renderToString(<Nav label="About" />)).toMatch(/^<ul id="links" aria-label="Main">/);
  expect(renderToString(<Nav className="wide" label="About" />)).toMatch(/^<ul id="links" aria-label="Main" class="wide">/);
});

it('keeps the server’s markup through hydration without fetching its code, and without a hydration error', async () => {
  const { OnServer, InBrowser, load } = freshKeptIsland();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<OnServer className="links" label="About" />);
  const serverList = container.firstElementChild;
  const errors = jest.fn();

  await act(async () => {
    hydrateRoot(container, <InBrowser className="links" label="About" />, { onRecoverableError: errors });
  });
  await settle();

  expect(container.firstElementChild).toBe(serverList);
  expect(container.innerHTML).toBe('<ul class="links"><li><a href="/about">About</a></li><li><a href="/career">Career</a></li></ul>');
  expect(load).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  container.remove();
});

it('fetches and renders the component where the browser mounts it after the page has hydrated', async () => {
  const { OnServer, InBrowser, load } = freshKeptIsland();
  const page = document.createElement('div');
  page.innerHTML = renderToString(<OnServer label="About" />);
  await act(async () => {
    hydrateRoot(page, <InBrowser label="About" />);
  });

  // The app router renders a page in the browser: nothing of it came from the server.
  const later = document.createElement('div');
  await act(async () => {
    createRoot(later).render(<InBrowser className="links" label="Home" />);
  });
  await settle();

  expect(load).toHaveBeenCalledTimes(1);
  expect(later.innerHTML).toBe('<ul class="links"><li><a href="/about">Home</a></li><li><a href="/career">Career</a></li></ul>');
});
