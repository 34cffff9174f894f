/**
 * "New vs returning customers": two words sharing one noun, where each with the noun is a measure of the model
 * ("new customers", "returning customers"), ask for both measures. The question is read as "new customers and
 * returning customers" before a comparison is looked for, so "vs" here compares no periods (docs/ai.md).
 */
import type { Lexicon } from './lexicon.ts';
import { phraseKey } from './tokens.ts';

const SHARED = /\b([a-z-]+)\s+(?:vs\.?|versus|and|or|against)\s+([a-z-]+)\s+([a-z-]+)\b/gi;

const isMeasure = (lexicon: Lexicon, words: string[]) =>
  (lexicon.phrases.get(phraseKey(words.map((word) => word.toLowerCase()))) ?? []).some(
    (term) => term.kind === 'measure',
  );

export function spellSharedNoun(question: string, lexicon: Lexicon): string {
  return question.replace(SHARED, (whole, first: string, second: string, noun: string) =>
    isMeasure(lexicon, [first, noun]) && isMeasure(lexicon, [second, noun])
      ? `${first} ${noun} and ${second} ${noun}`
      : whole,
  );
}
