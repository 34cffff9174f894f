/**
 * The help pages' text, in one place: the screens render it, and the build writes it into each prerendered page's
 * `_payload.json` (docs/versions.md). Plain data (strings only), so the payload carries it as it is shown.
 * The Cin7 Omni steps follow Cin7 Omni's own help centre ("Set up a Cin7 Omni API connection"), in our words.
 */
import {
  ADD_CONNECTION_HREF,
  CIN7_OMNI_HELP_HREF,
  CONNECT_HREF,
  GETTING_STARTED_HREF,
  OMNI_HELP_HREF,
  SIGN_IN_HREF,
} from '../../routes/hrefs';
import type { RoutePath } from '../../routes/routeTable';

/** The help routes of the routes table: each has its page below, and no page is written for another path. */
export type HelpPath = Extract<RoutePath, `/help/${string}`>;

export interface HelpSection {
  heading: string;
  /** Paragraphs before the steps. */
  paragraphs?: readonly string[];
  /** Numbered steps, in order. */
  steps?: readonly string[];
  /** Wharf pages this section leads to. */
  links?: ReadonlyArray<{ to: string; text: string }>;
}

export interface HelpPage {
  /** One sentence on what the page helps with. */
  summary: string;
  sections: readonly HelpSection[];
}

const CIN7_OMNI_SECTIONS: readonly HelpSection[] = [
  {
    heading: 'What you need',
    paragraphs: [
      'Wharf reads your Cin7 Omni data through the Cin7 Omni API (version 1). It signs in with two values: the API username of your Cin7 Omni account and the API key of one API connection. You create that connection once, in Cin7 Omni, as an administrator.',
      'Wharf only reads. It never creates, changes or deletes anything in Cin7 Omni.',
    ],
  },
  {
    heading: 'Create the API connection in Cin7 Omni',
    steps: [
      'Sign in to Cin7 Omni with an administrator account.',
      'Open the user menu in the navigation and choose Settings.',
      'Under Integrations & API, choose API v1. The page shows your API Username: note it down.',
      'Choose Add New API Connection. If Cin7 Omni says it is unable to create more API connections, your account has reached its limit: ask Cin7 Omni support to add one for you.',
      'Give the connection a short name that says what it is for, for example "Wharf".',
      'Copy the key shown for the new connection (API Key for …) and keep it somewhere safe, such as a password manager. Cin7 Omni shows it in full only now.',
      'Choose Back to Setup. The new connection is listed under API Connections.',
    ],
  },
  {
    heading: 'Give the connection read permissions',
    steps: [
      'On the new connection, choose Permissions.',
      'For each resource Wharf should import, tick Read: Products and Product Options for your catalogue, Stock for stock on hand, Contacts for customers and suppliers, Sales Orders and Purchase Orders for your orders. Leave Create, Update and Delete unticked.',
      'Choose Save, then Connections List.',
    ],
    paragraphs: [
      'Permissions are per endpoint: a resource without Read permission answers Wharf with an error, and that part of the import fails while the rest lands.',
    ],
  },
  {
    heading: 'Paste the username and key into Wharf',
    steps: [
      'In Wharf, open Settings → Connections and choose Add a connection (or follow Connect on a new instance).',
      'Choose Cin7 Omni as the source system and give the connection a name.',
      'Paste the API Username into "API username" and the key into "API connection key".',
      'Choose Test the credentials. Wharf asks Cin7 Omni for one product: if Cin7 Omni refuses, its own answer is shown so you can correct the username or key.',
      'Choose what to import, then Save the connection. The key is stored encrypted and is never shown again; Wharf only shows its last four characters.',
      'Start the first import from the next screen.',
    ],
    links: [
      { to: ADD_CONNECTION_HREF, text: 'Add a connection' },
      { to: CONNECT_HREF, text: 'Connect your first source system' },
    ],
  },
  {
    heading: 'If you lose the key, or it stops working',
    paragraphs: [
      'Cin7 Omni does not show a key again. In Settings → Integrations & API → API v1, generate a new key for the connection (the old one stops working at once). Then, in Wharf, open Settings → Connections and choose Reconnect on the connection, entering the username and the new key.',
    ],
  },
];

export const HELP_PAGES: Readonly<Record<HelpPath, HelpPage>> = {
  [CIN7_OMNI_HELP_HREF]: {
    summary: 'How to create a Cin7 Omni API connection for Wharf.',
    sections: CIN7_OMNI_SECTIONS,
  },
  [OMNI_HELP_HREF]: {
    summary: 'How to create an Omni API connection for Wharf.',
    sections: [
      {
        heading: 'Omni is Cin7 Omni',
        paragraphs: [
          'Omni is Cin7 Omni, the inventory and order management system formerly called Cin7. Its API connection is set up exactly as below. (Cin7 Core, formerly DEAR, is a different product with a different API.)',
        ],
      },
      ...CIN7_OMNI_SECTIONS,
    ],
  },
  [GETTING_STARTED_HREF]: {
    summary: 'Your first steps with Wharf, from sign-up to a refreshed table.',
    sections: [
      {
        heading: 'What Wharf does',
        paragraphs: [
          'Wharf copies the data of your business systems — products, stock, customers, orders — into a data warehouse of your own, and lets you pull tables from it into Excel that you can refresh at any time.',
        ],
      },
      {
        heading: 'Your first day',
        steps: [
          'Sign up and create your instance: the workspace that holds your connections, your warehouse and your tables. Invite your colleagues to it when you are ready.',
          'Open Wharf in Excel (Home → Add-ins) or in a browser tab, sign in, and choose your instance.',
          'Connect a source system. For Cin7 Omni, create an API connection in Cin7 Omni first and have its API username and key at hand.',
          'Start the first import. A full import lands everything; you can follow it entity by entity, and later imports can be incremental (only what changed).',
          'Look at the landed tables to see what arrived, how many rows and how fresh.',
          'Design a table: choose a landed table, its columns, filters and sort, and write it into your workbook. Refresh it whenever you want the latest data.',
        ],
        links: [
          { to: CIN7_OMNI_HELP_HREF, text: 'Creating a Cin7 Omni API connection' },
          { to: CONNECT_HREF, text: 'Connect a source system' },
          { to: SIGN_IN_HREF, text: 'Sign in' },
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'Your API keys are stored encrypted and never shown again after saving. Terminating a connection stops its imports and its billing at the end of the month; you can reconnect it later, with new keys if they changed.',
        ],
      },
    ],
  },
};

const isHelpPath = (path: string): path is HelpPath => Object.hasOwn(HELP_PAGES, path);

/** The page at any path, or undefined: for callers holding a path the type does not know (the prerender, tests). */
export function helpPageAt(path: string): HelpPage | undefined {
  return isHelpPath(path) ? HELP_PAGES[path] : undefined;
}
