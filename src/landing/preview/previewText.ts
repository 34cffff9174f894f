/** What a preview says, written once (DESIGN convention 4). */
export const PREVIEW_TEXT = {
  heading: 'Preview',
  loading: 'Loading the preview',
  noQuery: 'Choose a table and add a source column to see the first rows.',
  empty: 'No rows match.',
  failed: (message: string) => `The preview could not be loaded: ${message}`,
  firstRows: (shown: number, total: number | null) =>
    `The first ${shown} row${shown === 1 ? '' : 's'}` +
    (total !== null ? ` of ${total.toLocaleString()}` : '') +
    '.',
} as const;
