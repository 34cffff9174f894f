/** SPEC §3 message severity. */
export const Severity = { Valid: 1, Warning: -1, Error: -10 } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];
