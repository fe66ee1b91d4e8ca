import { describe, expect, it } from 'vitest';
import { pageFacts } from '../../src/index.js';

describe('pageFacts', () => {
  it("reads a Markdown page's front matter, its dates as days and its tags as a list", () => {
    const facts = pageFacts(
      '---\ntitle: Hello, 世界\ndescription: A first post\ndate: 2026-03-01\ntags: a, b\nweight: 3\n---\n\n# Ignored\n',
      '.md',
    );
    expect(facts).toMatchObject({
      title: 'Hello, 世界',
      description: 'A first post',
      date: '2026-03-01',
      tags: ['a', 'b'],
      frontMatter: { weight: 3 },
    });
  });

  it('takes the first heading (ATX or setext, marks removed) when the front matter has no title', () => {
    expect(pageFacts('Intro text\n\n# The **real** `title` #\n', '.mdx').title).toBe('The real title');
    expect(pageFacts('Setext title\n============\n\nbody', '.md').title).toBe('Setext title');
    expect(pageFacts('no heading at all', '.md').title).toBeUndefined();
    // A shell comment in a fenced block comes before the heading, and is not it.
    const fenced =
      'Install it:\n\n```sh\n# the package\nnpm i x\n```\n\n~~~\n# not this either\n~~~\n\n# Getting started\n';
    expect(pageFacts(fenced, '.md').title).toBe('Getting started');
    expect(pageFacts('```sh\n# an unclosed block runs to the end\n', '.md').title).toBeUndefined();
  });

  it('throws on front matter that is not a mapping or not YAML', () => {
    expect(() => pageFacts('---\n- a\n- b\n---\n', '.md')).toThrow(/not a mapping/);
    expect(() => pageFacts('---\ntitle: [unclosed\n---\n', '.md')).toThrow(/not valid YAML/);
  });

  it("reads an HTML page's title, description and author", () => {
    const html =
      '<html><head><title>Über &amp; more</title><meta name="description" content="About us"><meta content="Ana" name="author"></head></html>';
    expect(pageFacts(html, '.HTML')).toMatchObject({ title: 'Über & more', description: 'About us', author: 'Ana' });
  });

  it('keeps what a heading says as text: snake_case, a lone *, generics, entities', () => {
    const heading = (text: string) => pageFacts(`# ${text}\n`, '.md').title;
    expect(heading('Using snake_case and __init__ in `Map<string, number>`')).toBe(
      'Using snake_case and init in Map<string, number>',
    );
    expect(heading('5 * 3 is *fifteen* ~~sixteen~~')).toBe('5 * 3 is fifteen sixteen');
    expect(heading('Tom &amp; Jerry &mdash; [the story](https://x.dev) &#8217;25')).toBe('Tom & Jerry — the story ’25');
  });

  it("takes an HTML page's og:title before its <title>, which often ends with the site's name", () => {
    const html = '<title>Hello | My site</title><meta property="og:title" content="Hello">';
    expect(pageFacts(html, '.html').title).toBe('Hello');
  });

  it('decodes every character reference of an HTML page, and keeps an apostrophe in a value', () => {
    const html =
      '<title>\n  Tom &amp; Jerry &#8212; it&rsquo;s &#x2014; a_story\n</title>' +
      '<meta name="description" content="Tom\'s page &hellip;"><meta property="og:description" content=\'ignored\'>';
    expect(pageFacts(html, '.html')).toMatchObject({
      title: 'Tom & Jerry — it’s — a_story',
      description: "Tom's page …",
    });
  });
});
