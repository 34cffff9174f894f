/** Message severity, as the contract defines it (its zod-free values: the notice queue is on the start-up path). */
export { Severity } from '@wharf/contract/jobStatus.ts';
