/** SPEC §3 message severity, as the contract defines it. */
export { Severity } from '@wharf/contract/etl.ts';
