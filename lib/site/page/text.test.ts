import { firstWords, shortDescription, toParagraphs } from './text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('firstWords', () => {
  it('keeps a short text whole', () => {
    expect(firstWords('one two  three', 5)).toBe('one two three');
  });

  it('cuts after the given number of words with an ellipsis', () => {
    expect(firstWords(words(60), 50)).toBe(`${words(50)}...`);
  });
});

describe('shortDescription', () => {
  it('ends at a sentence once 50 words are reached', () => {
    const first = `${words(30)}.`;
    const second = `${words(25)}.`;
    const third = 'Never shown.';
    expect(shortDescription(`${first} ${second} ${third}`)).toBe(`${first} ${second}`);
  });

  it('falls back to a word cut when the first sentence is longer than 70 words', () => {
    expect(shortDescription(`${words(90)}.`)).toBe(`${words(70)}...`);
  });
});

describe('toParagraphs', () => {
  it('keeps the text’s own paragraphs, merging any beyond the maximum into the last', () => {
    expect(toParagraphs('a.\n\nb.\n\nc.\n\nd.', 3)).toEqual(['a.', 'b.', 'c. d.']);
  });

  it('groups sentences into at most three paragraphs', () => {
    const result = toParagraphs('One. Two. Three. Four. Five. Six.');
    expect(result).toEqual(['One. Two.', 'Three. Four.', 'Five. Six.']);
  });
});
