/** What the designer tells a person about measures, wherever one is offered. */
export const MEASURE_SUMMARIZES =
  'A measure is already a summary with one definition: choosing one makes the design summarize, grouped by its other columns.';
