/** @jest-environment jsdom */
import { awaitsIsland } from '@/browser/hydration-loader/island-marks';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PaymentPlan } from './payment-plan';
import { PaymentPlanTabsLive } from './payment-plan-tabs-live';
import { PAYMENT_PLAN_OPEN_EVENT } from './scroll-to-section';

// The deferred part itself is rendered below, on the server's markup, as it is once its code has come.
jest.mock('./deferred-project', () => ({ DeferredPaymentPlanTabsLive: () => null }));
// The markup as the server renders it (in jsdom a kept island renders the browser's empty element).
jest.mock('./project-markup', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { PaymentPlanTabsMarkup } = jest.requireActual<typeof import('./payment-plan-tabs-markup')>('./payment-plan-tabs-markup');
  const { ISLAND_ATTRIBUTE } = jest.requireActual<typeof import('@/browser/hydration-loader/island-marks')>(
    '@/browser/hydration-loader/island-marks',
  );
  return {
    PAYMENT_PLAN_TABS_ID: 'payment-plan-tabs',
    PaymentPlanTabsMarkup: ({ className, ...props }: { className?: string } & Parameters<typeof PaymentPlanTabsMarkup>[0]) =>
      createElement(
        'div',
        { id: 'payment-plan-tabs', [ISLAND_ATTRIBUTE]: 'payment-plan-tabs', className },
        createElement(PaymentPlanTabsMarkup, props),
      ),
  };
});

const ROWS = [{ sno: 1, particulars: 'On booking', time: null, installment: '10%' }];

function serverTabs() {
  document.body.innerHTML = renderToStaticMarkup(<PaymentPlan rows={ROWS as never} projectName="Tower" />);
  render(<PaymentPlanTabsLive rootId="payment-plan-tabs" />, { container: document.body.appendChild(document.createElement('div')) });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (id: string) => document.getElementById(`payment-panel-${id}`)!;

afterEach(() => delete (window as { __nestoraIslands?: unknown }).__nestoraIslands);

describe('PaymentPlanTabsLive on the server markup of PaymentPlanTabs', () => {
  it('shows CLP on the server, with the tabs marked as waiting for their code', () => {
    document.body.innerHTML = renderToStaticMarkup(<PaymentPlan rows={ROWS as never} projectName="Tower" />);
    expect(awaitsIsland(document.getElementById('payment-plan-tabs')!)).toBe(true);
    expect(panel('clp').hidden).toBe(false);
    expect(panel('dp').hidden).toBe(true);
    expect(panel('clp').textContent).toContain('On booking');
  });

  it('lifts the mark and lets a click, the arrow keys and "View Payment Plan" choose the panel', () => {
    serverTabs();
    expect(awaitsIsland(document.getElementById('payment-plan-tabs')!)).toBe(false);

    fireEvent.click(tab('DP'));
    expect(tab('DP').getAttribute('aria-selected')).toBe('true');
    expect(tab('CLP').getAttribute('aria-selected')).toBe('false');
    expect([panel('clp').hidden, panel('dp').hidden, panel('other').hidden]).toEqual([true, false, true]);
    expect([tab('CLP').tabIndex, tab('DP').tabIndex]).toEqual([-1, 0]);

    fireEvent.keyDown(tab('DP'), { key: 'ArrowRight' });
    expect(tab('Other').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Other'));
    fireEvent.keyDown(tab('Other'), { key: 'ArrowRight' });
    expect(tab('CLP').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('CLP'), { key: 'End' });
    expect(panel('other').hidden).toBe(false);

    window.dispatchEvent(new Event(PAYMENT_PLAN_OPEN_EVENT));
    expect(panel('clp').hidden).toBe(false);
    expect(panel('other').hidden).toBe(true);
    expect(document.activeElement).toBe(tab('CLP'));
  });
});
