import { isMarketable, marketingStatus } from './status';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
const given = (minute: number, purposes = '["contact","marketing"]') => ({ kind: 'given', purposes, createdAt: at(minute) });
const withdrawn = (minute: number) => ({ kind: 'withdrawn', purposes: '["marketing"]', createdAt: at(minute) });

describe('whether a lead may be sent offers', () => {
  it('is not marketable without a yes to marketing', () => {
    expect(marketingStatus([given(0, '["contact"]')])).toEqual({ state: 'not-agreed' });
    expect(isMarketable([])).toBe(false);
  });

  it('is marketable from a yes until a withdrawal, whatever order the rows come in', () => {
    expect(marketingStatus([given(0)])).toEqual({ state: 'agreed', since: at(0) });
    expect(marketingStatus([withdrawn(5), given(0)])).toEqual({ state: 'withdrawn', since: at(5) });
    expect(isMarketable([withdrawn(5), given(0)])).toBe(false);
  });

  it('is marketable again after a later, new yes (a new enquiry with the box ticked)', () => {
    expect(marketingStatus([given(0), withdrawn(5), given(9)])).toEqual({ state: 'agreed', since: at(9) });
  });

  it('lets a withdrawal win over a yes recorded at the same instant', () => {
    expect(marketingStatus([withdrawn(5), given(5)]).state).toBe('withdrawn');
    expect(marketingStatus([given(5), withdrawn(5)]).state).toBe('withdrawn');
  });

  it('ignores an erasure request and a contact-only yes', () => {
    expect(
      marketingStatus([given(0), { kind: 'erasure-requested', purposes: '[]', createdAt: at(3) }, given(4, '["contact"]')]).state,
    ).toBe('agreed');
  });
});
