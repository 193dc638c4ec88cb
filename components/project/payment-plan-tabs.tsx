'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './payment-plan-tabs.module.css';
import projectStyles from './project.module.css';
import { PAYMENT_PLAN_OPEN_EVENT } from './scroll-to-section';

// SPEC section 9; only the construction-linked plan (CLP) has a table in the data.
const TABS = [
  { id: 'clp', label: 'CLP', title: 'Construction-linked plan' },
  { id: 'dp', label: 'DP', title: 'Down payment plan' },
  { id: 'other', label: 'Other', title: 'Other plans' },
] as const;

const UNAVAILABLE = 'Payment plan not currently available';

/** The payment plan's tabs; the CLP panel (server-rendered children) is shown by default. */
export function PaymentPlanTabs({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    function open() {
      setSelected(0);
      tabs.current[0]?.focus({ preventScroll: true });
    }
    window.addEventListener(PAYMENT_PLAN_OPEN_EVENT, open);
    return () => window.removeEventListener(PAYMENT_PLAN_OPEN_EVENT, open);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % TABS.length,
      ArrowLeft: (selected - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Payment plan type" className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`payment-tab-${tab.id}`}
            aria-controls={`payment-panel-${tab.id}`}
            aria-selected={selected === index}
            tabIndex={selected === index ? 0 : -1}
            title={tab.title}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`payment-panel-${tab.id}`}
          aria-labelledby={`payment-tab-${tab.id}`}
          hidden={selected !== index}
          className={styles.panel}
        >
          {index === 0 ? children : <p className={projectStyles.empty}>{UNAVAILABLE}</p>}
        </div>
      ))}
    </div>
  );
}
