/**
 * Who may frame the add-in. On the web the task pane is an iframe inside Office's own pages, so
 * `frame-ancestors` must allow the Office hosts, the add-in itself, and nothing else.
 */
export const FRAME_ANCESTORS = [
  "'self'",
  'https://*.office.com',
  'https://*.office365.com',
  'https://*.officeapps.live.com',
  'https://*.microsoft365.com',
  'https://*.sharepoint.com',
  'https://*.cloud.microsoft',
] as const;
