import { numberWordsToDigits } from './number-words';

describe('numberWordsToDigits', () => {
  it.each([
    ['three bhk', '3 bhk'],
    ['Three BHK in Gurgaon', '3 BHK in Gurgaon'],
    ['under two crore', 'under 2 crore'],
    ['eighty lakh', '80 lakh'],
    ['seventy five lakh', '75 lakh'],
    ['one and a half crore', '1.5 crore'],
    ['two and half crore', '2.5 crore'],
    ['1 and a half crore', '1.5 crore'],
    ['one point two five crore', '1.25 crore'],
    ['half a crore', '0.5 crore'],
    ['a hundred lakh', '100 lakh'],
    ['two hundred and fifty lakh', '250 lakh'],
    ['between one and two crore', 'between 1 and 2 crore'],
  ])('%s -> %s', (text, digits) => {
    expect(numberWordsToDigits(text)).toBe(digits);
  });

  it('leaves other words, digits and a lone "a" or "half" alone', () => {
    expect(numberWordsToDigits('a 3 BHK flat, half furnished')).toBe('a 3 BHK flat, half furnished');
    expect(numberWordsToDigits('Sobha Altus')).toBe('Sobha Altus');
  });
});
