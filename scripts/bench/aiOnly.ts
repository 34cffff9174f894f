/**
 * `npx tsx scripts/bench/aiOnly.ts`: the bench's AI parser measurement alone (scripts/bench/ai.ts) — the demo world
 * seeded into an in-memory PGlite, the evaluation sets answered and timed — without building the app or starting a
 * browser, which it does not need. Prints each figure beside its budget.
 */
import { aiParser } from './ai.ts';
import type { BenchContext } from './measurement.ts';

// The AI measurement reads nothing of the context: no browser, no served app, no PostgreSQL.
const result = await aiParser().run({} as BenchContext);
for (const figure of result.figures) {
  const budget = figure.budget === undefined ? '' : ` (budget ${figure.budget.toLocaleString('en-NZ')})`;
  console.log(
    `${figure.name}: ${(Math.round(figure.value * 10) / 10).toLocaleString('en-NZ')} ${figure.unit}${budget}`,
  );
}
for (const note of result.notes) if (!note.includes('not right')) console.log(note);
