/** Business constants of SPEC §9, each defined once with the SPEC's value. */

/** Head tag update debounce. */
export const HEAD_TAG_DEBOUNCE_MS = 10;
