/** Puts a prerendered page into the built index.html, so it loads the same scripts and styles as every page. */
export interface PageMarkup {
  title: string;
  /** `<style>` elements with the page's CSS; they go in the head, where the client's style renderer finds them. */
  styles: string;
  /** The rendered app, for `#root`. */
  html: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function injectIntoShell(shell: string, page: PageMarkup): string {
  if (!shell.includes(ROOT_ELEMENT) || !TITLE_ELEMENT.test(shell) || !shell.includes('</head>')) {
    throw new Error(`prerender: index.html has no empty ${ROOT_ELEMENT}, <title> or </head>`);
  }
  // Functions as replacements, so `$` in the page is never read as a replacement pattern.
  return shell
    .replace(TITLE_ELEMENT, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}
