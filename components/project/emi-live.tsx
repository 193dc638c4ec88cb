'use client';

import { useInView } from '@/components/ui/use-island-trigger';
import { EMI_DEFAULTS, emiFor, parseEmiInput, paymentShares } from '@/lib/site/project/emi';
import { formatRupees } from '@/lib/site/project/rupees';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './emi-calculator.module.css';
import { EMI_FIELDS, emiSelector, type EmiField } from './emi-fields';

const EmiChart = lazy(() => import('./emi-chart'));

/**
 * The EMI calculator's behaviour (emi-calculator.tsx), and the place of its donut. The calculator is the server's
 * markup, so it is complete at once and without JavaScript; this code comes after the page (issue 43) and follows
 * the server's fields through the DOM: a number box or slider sets the other and the figures. Numbers typed before
 * it came are read at once. The donut (Recharts) loads when the calculator nears the viewport.
 */
export function EmiLive() {
  const area = useRef<HTMLDivElement>(null);
  const near = useInView(area, 'near');
  const [values, setValues] = useState<Record<EmiField, number>>({ ...EMI_DEFAULTS });
  const result = emiFor(values.loan, values.rate, values.years);
  const shares = paymentShares(values.loan, result);

  useEffect(() => {
    const root = area.current?.closest<HTMLElement>(emiSelector.root);
    if (!root) return;
    const box = (field: EmiField) => root.querySelector<HTMLInputElement>(emiSelector.box(field));
    const slider = (field: EmiField) => root.querySelector<HTMLInputElement>(emiSelector.slider(field));
    // As the client calculator did: the box shows what was typed, the slider and the figures the last number.
    function update(field: EmiField, text: string, from: 'box' | 'slider') {
      const other = from === 'box' ? slider(field) : box(field);
      const value = parseEmiInput(text);
      if (from === 'slider' && other) other.value = text;
      if (value === null) return;
      if (from === 'box' && other) other.value = String(value);
      setValues((now) => ({ ...now, [field]: value }));
    }
    const listeners: [HTMLInputElement, () => void][] = [];
    for (const field of EMI_FIELDS) {
      for (const [input, from] of [
        [box(field), 'box'],
        [slider(field), 'slider'],
      ] as const) {
        if (!input) continue;
        const listener = () => update(field, input.value, from);
        input.addEventListener('input', listener);
        listeners.push([input, listener]);
        // Typed before this code came. (Not a slider: the browser snaps the default to its steps, a loan of 10,000
        // to 1,000 on steps of 1,000,000 from 1,000, as it did when React set it.)
        if (from === 'box' && input.value !== input.defaultValue) listener();
      }
    }
    return () => listeners.forEach(([input, listener]) => input.removeEventListener('input', listener));
  }, []);

  useEffect(() => {
    const root = area.current?.closest<HTMLElement>(emiSelector.root);
    const write = (name: string, text: string) => {
      const output = root?.querySelector(emiSelector.output(name));
      if (output && output.textContent !== text) output.textContent = text;
    };
    write('monthly', formatRupees(result.emi, 2));
    write('interest', formatRupees(result.totalInterest, 2));
    write('total', formatRupees(result.totalPayment, 2));
    write('principal-share', `Principal ${shares.principal}%`);
    write('interest-share', `Interest ${shares.interest}%`);
  }, [result.emi, result.totalInterest, result.totalPayment, shares.principal, shares.interest]);

  return (
    <div ref={area} className={styles.chartArea} aria-hidden="true" inert>
      {near && (
        <Suspense fallback={null}>
          <EmiChart principal={shares.principal} interest={shares.interest} />
        </Suspense>
      )}
    </div>
  );
}

/** "Use this project's price": puts 80 % of the lower price in the loan box, as if typed there. */
export function EmiPriceButton({ loan, lowerPrice }: { loan: number; lowerPrice: string }) {
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={(event) => {
        const input = event.currentTarget.closest(emiSelector.root)?.querySelector<HTMLInputElement>(emiSelector.box('loan'));
        if (!input) return;
        input.value = String(loan);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }}
    >
      Use this project&apos;s price
      <span className="visually-hidden"> (80 % of {lowerPrice})</span>
    </button>
  );
}
