import { priceTextProblem } from './price-text';

describe('priceTextProblem', () => {
  it.each([
    '₹ 5.7 Cr - 8.49 Cr',
    '₹ 22 Lakh - 88 Lakh',
    '₹ 25 Lakh - 1 Cr',
    '₹ 95 Lakh onwards',
    '₹1.2 Cr',
    '₹ 2 Cr – ₹ 3 Cr',
    'Price on request',
  ])('accepts %s', (price) => expect(priceTextProblem(price)).toBeNull());

  it.each(['abc', '5.7 Cr', '₹ abc', '$ 5 Cr', '₹ 5.7', '₹ 5 Cr - ', ''])('refuses %p, saying how to write it', (price) => {
    expect(priceTextProblem(price)).toMatch(/is not a price: write it like ₹ 5\.7 Cr - 8\.49 Cr/);
  });
});
