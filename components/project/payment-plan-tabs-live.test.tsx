/** @jest-environment jsdom */
import { AWAITING_CODE_ATTRIBUTE } from '@/browser/hydration-loader/awaiting-code';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PaymentPlanTabs } from './payment-plan-tabs';
import { PaymentPlanTabsLive } from './payment-plan-tabs-live';
import { PAYMENT_PLAN_OPEN_EVENT } from './scroll-to-section';

// The deferred part itself is rendered below, on the server's markup, as it is once its code has come.
jest.mock('./deferred-project', () => ({ DeferredPaymentPlanTabsLive: () => null }));

function serverTabs() {
  document.body.innerHTML = renderToStaticMarkup(
    <PaymentPlanTabs>
      <table aria-label="CLP table" />
    </PaymentPlanTabs>,
  );
  render(<PaymentPlanTabsLive rootId="payment-plan-tabs" />, { container: document.body.appendChild(document.createElement('div')) });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (id: string) => document.getElementById(`payment-panel-${id}`)!;

describe('PaymentPlanTabsLive on the server markup of PaymentPlanTabs', () => {
  it('shows CLP on the server, with the tabs marked as waiting for their code', () => {
    document.body.innerHTML = renderToStaticMarkup(<PaymentPlanTabs>plan</PaymentPlanTabs>);
    expect(document.getElementById('payment-plan-tabs')!.hasAttribute(AWAITING_CODE_ATTRIBUTE)).toBe(true);
    expect(panel('clp').hidden).toBe(false);
    expect(panel('dp').hidden).toBe(true);
  });

  it('lifts the mark and lets a click, the arrow keys and "View Payment Plan" choose the panel', () => {
    serverTabs();
    expect(document.getElementById('payment-plan-tabs')!.hasAttribute(AWAITING_CODE_ATTRIBUTE)).toBe(false);

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
