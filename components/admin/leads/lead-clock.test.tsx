/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { LeadClock } from './lead-clock';

const due = new Date('2026-11-26T10:01:00+05:30');
const lead = { contactDueAt: due, firstContactedAt: null, clockStep: 'move' };
const text = (now: Date) => render(<LeadClock lead={lead} now={now} />).container.textContent;
const after = (ms: number) => new Date(due.getTime() + ms);

describe('the clock as the owner of a lead reads it', () => {
  it('says overdue from the moment the lead is due, when the reminder goes, not "due in 0 min" for 30 s more', () => {
    expect(text(after(0))).toBe('overdue 1 min');
    expect(text(after(10_000))).toBe('overdue 1 min');
    expect(text(after(29_000))).toBe('overdue 1 min');
    expect(text(after(61_000))).toBe('overdue 2 min');
  });

  it('counts the whole minutes left while the lead is still due', () => {
    expect(text(after(-1_000))).toBe('due in 0 min');
    expect(text(after(-59_000))).toBe('due in 0 min');
    expect(text(after(-61_000))).toBe('due in 1 min');
  });
});
