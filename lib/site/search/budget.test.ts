import { readBudget } from './budget';
import { tokensOf } from './text';

const CR = 10_000_000;
const L = 100_000;

function read(query: string) {
  const tokens = tokensOf(query);
  const taken = tokens.map(() => false);
  const budget = readBudget(tokens, taken);
  return { budget, left: tokens.filter((_, index) => !taken[index]) };
}

describe('readBudget', () => {
  it.each([
    ['under 2 cr', { min: 0, max: 2 * CR, inLakh: false }],
    ['below 2 crore', { min: 0, max: 2 * CR, inLakh: false }],
    ['upto 2cr', { min: 0, max: 2 * CR, inLakh: false }],
    ['up to 2 Cr', { min: 0, max: 2 * CR, inLakh: false }],
    ['max 2 cr', { min: 0, max: 2 * CR, inLakh: false }],
    ['2 crore', { min: 0, max: 2 * CR, inLakh: false }],
    ['1.5cr', { min: 0, max: 1.5 * CR, inLakh: false }],
    ['80 lakh', { min: 0, max: 80 * L, inLakh: true }],
    ['80L', { min: 0, max: 80 * L, inLakh: true }],
    ['between 1 and 2 cr', { min: 1 * CR, max: 2 * CR, inLakh: false }],
    ['2-3 cr', { min: 2 * CR, max: 3 * CR, inLakh: false }],
    ['80 lakh to 1.5 cr', { min: 80 * L, max: 1.5 * CR, inLakh: true }],
    ['above 5 cr', { min: 5 * CR, max: null, inLakh: false }],
    ['5 cr plus', { min: 5 * CR, max: null, inLakh: false }],
    ['more than 5 crore', { min: 5 * CR, max: null, inLakh: false }],
    ['above 1 cr under 3 cr', { min: 1 * CR, max: 3 * CR, inLakh: false }],
  ])('%s', (query, budget) => {
    expect(read(query)).toEqual({ budget, left: [] });
  });

  it('leaves everything else, and reads no budget from a number without a unit', () => {
    expect(read('3 bhk in gurgaon under 2 cr')).toEqual({
      budget: { min: 0, max: 2 * CR, inLakh: false },
      left: ['3bhk', 'in', 'gurgaon'],
    });
    expect(read('under construction')).toEqual({ budget: null, left: ['under', 'construction'] });
    expect(read('max estate 360')).toEqual({ budget: null, left: ['max', 'estate', '360'] });
    expect(read('between 1 and 2')).toEqual({ budget: null, left: ['between', '1', 'and', '2'] });
  });
});
