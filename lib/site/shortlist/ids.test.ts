import { isProjectId, parseIdList } from './ids';

describe('parseIdList', () => {
  it('splits, trims and deduplicates', () => {
    expect(parseIdList(' godrej-aristocrat, m3m-crown,,godrej-aristocrat ')).toEqual({
      ids: ['godrej-aristocrat', 'm3m-crown'],
      rejected: 0,
    });
  });

  it('rejects what cannot be an id and accepts repeated query parameters', () => {
    expect(parseIdList(['a-1,../etc', '%00,<b>'])).toEqual({ ids: ['a-1'], rejected: 3 });
    expect(parseIdList(undefined)).toEqual({ ids: [], rejected: 0 });
    expect(isProjectId('x'.repeat(81))).toBe(false);
  });
});
