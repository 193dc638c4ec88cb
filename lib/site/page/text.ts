/** First `count` words of a text, with an ellipsis when anything was cut. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}...`;
}

/**
 * A short form of a description that ends at a sentence: the shortest run of whole
 * sentences reaching `minWords`, unless that would pass `maxWords` (then cut by words).
 */
export function shortDescription(text: string, minWords = 50, maxWords = 70): string {
  const sentences = text.trim().match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [];
  let result = '';
  let words = 0;
  for (const sentence of sentences) {
    const sentenceWords = sentence.trim().split(/\s+/).length;
    if (words >= minWords) break;
    if (words + sentenceWords > maxWords && words > 0) break;
    result += sentence;
    words += sentenceWords;
  }
  if (words === 0 || words > maxWords) return firstWords(text, maxWords);
  return result.trim();
}

/** Up to `max` paragraphs: the text's own paragraphs, or its sentences grouped evenly. */
export function toParagraphs(text: string, max = 3): string[] {
  const own = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (own.length > 1) return [...own.slice(0, max - 1), own.slice(max - 1).join(' ')].filter(Boolean);
  const sentences = (text.trim().match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? []).map((s) => s.trim());
  const perParagraph = Math.max(1, Math.ceil(sentences.length / max));
  const paragraphs: string[] = [];
  for (let index = 0; index < sentences.length; index += perParagraph) {
    paragraphs.push(sentences.slice(index, index + perParagraph).join(' '));
  }
  return paragraphs;
}
