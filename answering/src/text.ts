/**
 * Text normalisation shared by the exact-match table, the word index and the near-duplicate check: the same question
 * typed with curly quotes, capitals, a contraction or trailing punctuation is the same question.
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bain't\b/g, 'is not'],
  [/\blet's\b/g, 'let us'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'m\b/g, ' am'],
  [/'ll\b/g, ' will'],
  [/'ve\b/g, ' have'],
  [/'d\b/g, ' would'],
  [/\b(what|where|who|how|that|there|it|he|she|here|when|why)'s\b/g, '$1 is'],
];

/** NFKC, case folded, straight apostrophes, contractions expanded, possessive 's and punctuation dropped. */
export function normalizeText(text: string): string {
  let folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032`\u00b4]/g, "'");
  for (const [pattern, replacement] of CONTRACTIONS) folded = folded.replace(pattern, replacement);
  return folded
    .replace(/'s\b/g, '')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A light suffix stripper (plural, -ing, -ed) so "jokes"/"joke" and "swimming"/"swim" share a word feature. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s)$/, '');
}

/** Word features of a question: stemmed words and adjacent word pairs (pairs keep "who are" apart from "how are"). */
export function wordFeatures(text: string): string[] {
  const words = normalizeText(text).split(' ').filter(Boolean).map(stem);
  const features = [...words];
  for (let i = 0; i + 1 < words.length; i++) features.push(`${words[i]} ${words[i + 1]}`);
  return features;
}
