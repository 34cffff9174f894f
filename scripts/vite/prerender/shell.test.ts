// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { injectIntoShell } from './shell.ts';

const SHELL = [
  '<!doctype html><html><head><title>Wharf</title>',
  '<script type="module" src="/assets/index-abc.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

const PAGE = {
  title: 'Getting Started · Wharf',
  styles: '<style data-make-styles-bucket="d">.a{color:red}</style>',
  html: '<h1>Getting Started</h1><p>Costs $& nothing</p>',
};

describe('a prerendered page inside the built index.html', () => {
  it('gets its title, its CSS in the head and its HTML in #root, and keeps the scripts', () => {
    const html = injectIntoShell(SHELL, PAGE);
    expect(html).toContain('<title>Getting Started · Wharf</title>');
    expect(html).toContain(`${PAGE.styles}</head>`);
    expect(html).toContain('<div id="root"><h1>Getting Started</h1><p>Costs $& nothing</p></div>');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('escapes the title', () => {
    expect(injectIntoShell(SHELL, { ...PAGE, title: 'A <b> & C' })).toContain(
      '<title>A &lt;b&gt; &amp; C</title>',
    );
  });

  it('fails the build when index.html has no empty #root', () => {
    expect(() => injectIntoShell(SHELL.replace('<div id="root"></div>', ''), PAGE)).toThrow(/#root|root/);
  });
});
