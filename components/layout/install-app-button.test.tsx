/** @jest-environment jsdom */
import { INSTALL_SLOT_ID } from '@/lib/site/page/layout-constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallAppButton } from './install-app-button';

// Its place in the menu, which the server renders.
beforeEach(() => {
  const slot = document.createElement('div');
  slot.id = INSTALL_SLOT_ID;
  document.body.append(slot);
});
afterEach(() => document.getElementById(INSTALL_SLOT_ID)?.remove());

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

it('shows nothing while the browser offers no installation', () => {
  render(<InstallAppButton />);
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});

it('appears when the browser offers it, holding back the browser’s own prompt, and installs on a click only', async () => {
  render(<InstallAppButton />);
  const offer = offerInstall();
  expect(offer.defaultPrevented).toBe(true);
  expect(offer.prompt).not.toHaveBeenCalled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Install app' }));
  expect(offer.prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});

it('goes away once the app is installed', () => {
  render(<InstallAppButton />);
  offerInstall();
  expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});
