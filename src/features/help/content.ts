/**
 * The help pages' text, in one place: the screens render it, and the build writes it into each prerendered page's
 * `_payload.json` (docs/versions.md). Placeholder summaries until the step-by-step guides are written.
 */
export interface HelpPage {
  /** One sentence on what the page helps with. */
  summary: string;
}

export const HELP_PAGES: Readonly<Record<string, HelpPage>> = {
  '/help/cin7Omni/APISetup': { summary: 'How to create a Cin7 Omni API connection for Wharf.' },
  '/help/omni/APISetup': { summary: 'How to create an Omni API connection for Wharf.' },
  '/help/gettingStarted': { summary: 'Your first steps with Wharf, from sign-up to a refreshed table.' },
};
