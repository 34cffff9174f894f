/**
 * A list of fixed words (a vocabulary constant of the contract, never user text) written into SQL as literals,
 * for the few places a parameter cannot stand — such as the predicate ON CONFLICT matches to a partial index.
 */
const WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** ['pending', 'running'] → "'pending', 'running'"; anything but a plain word is refused. */
export function sqlWordList(words: readonly string[]): string {
  if (words.length === 0) throw new Error('an SQL word list needs at least one word');
  return words
    .map((word) => {
      if (!WORD.test(word)) throw new Error(`not a plain word for SQL: ${JSON.stringify(word)}`);
      return `'${word}'`;
    })
    .join(', ');
}
