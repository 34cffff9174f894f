/** Text made safe for the XML of an .xlsx part. */

// Control characters XML 1.0 cannot carry at all (tab, line feed and carriage return it can).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Any character xmlText changes: most values hold none and are written as they are, without five scans. */
// eslint-disable-next-line no-control-regex
const CHANGED = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function xmlText(text: string): string {
  if (!CHANGED.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A .rels part: each relationship's id, type (the last part of its type URI) and target. */
export function relationships(rels: ReadonlyArray<{ id: string; type: string; target: string }>): string {
  const items = rels
    .map(
      (rel) =>
        `<Relationship Id="${rel.id}" Type="${REL_TYPE}/${rel.type}" Target="${xmlText(rel.target)}"/>`,
    )
    .join('');
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">${items}</Relationships>`;
}
