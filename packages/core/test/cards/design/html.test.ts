import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../src/cards/design/html/parse-html.js';
import { renderElement, renderHtml, renderHtmlWithInfo } from '../../../src/pipeline/render-design.js';
import { decode, pixelAt } from '../../_image.js';

/*
 * Designs written in HTML: elements and attributes as trees, inline styles and <style> blocks
 * applied by selector and specificity, what is never drawn dropped.
 */

const size = { width: 200, height: 100 };

describe('parseHtml', () => {
  it('reads elements, attributes, inline styles and entities', () => {
    expect(
      parseHtml(
        '<div class="a" style="color: red; background: url(\'x;y.png\')">Tom &amp; Jerry<br><img src="data:,"></div>',
      ),
    ).toEqual({
      type: 'div',
      props: {
        class: 'a',
        style: { color: 'red', background: "url('x;y.png')" },
        children: [
          'Tom & Jerry',
          { type: 'br', props: { style: {}, children: [] } },
          { type: 'img', props: { src: 'data:,', style: {}, children: [] } },
        ],
      },
    });
  });

  it('applies <style> rules by specificity, inline styles last', () => {
    const tree = parseHtml(`
      <style>
        .title { color: blue; font-size: 10px }
        div .title { color: green }
        #main > p.title { font-weight: 700 }
        p { color: red; margin: 0 }
        @media (min-width: 1px) { p { color: purple } }
        [data-x] { color: black }
      </style>
      <div id="main"><p class="title" style="font-size: 20px">Hi</p></div>`);
    const paragraph = (tree as { props: { children: { props: { style: Record<string, string> } }[] } }).props
      .children[0];
    expect(paragraph?.props.style).toEqual({ color: 'green', 'font-size': '20px', 'font-weight': '700', margin: '0' });
  });

  it('takes the body of a whole document and drops scripts, heads and comments', () => {
    const tree = parseHtml(
      '<!doctype html><html><head><title>t</title><script>alert(1)</script></head><body><!-- c --><main>ok</main><script>x</script></body></html>',
    );
    expect(tree).toEqual([{ type: 'main', props: { style: {}, children: ['ok'] } }]);
  });

  it('keeps SVG names as written', () => {
    const tree = parseHtml(
      '<svg viewBox="0 0 2 2"><linearGradient id="g"/><rect width="2" height="2" fill="url(#g)"/></svg>',
    );
    expect(JSON.stringify(tree)).toContain('"viewBox":"0 0 2 2"');
    expect(JSON.stringify(tree)).toContain('"type":"linearGradient"');
  });

  it('refuses HTML that is not a string or too long, naming `html`', () => {
    expect(() => parseHtml(3 as never)).toThrow(/`html` must be a string/);
    expect(() => parseHtml('x'.repeat(300_000))).toThrow(/`html` must be at most/);
  });
});

describe('renderHtml', () => {
  it('draws the same image as the same design written as a tree', async () => {
    const html =
      '<style>.box{display:flex;width:100%;height:100%;background:#123456;padding:10px}</style><div class="box"><span style="color:#fff;font-size:30px">Hello</span></div>';
    const tree = {
      type: 'div',
      props: {
        style: { display: 'flex', width: '100%', height: '100%', background: '#123456', padding: 10 },
        children: { type: 'span', props: { style: { color: '#fff', fontSize: 30 }, children: 'Hello' } },
      },
    };
    expect((await renderHtml(html, size)).equals(await renderElement(tree, size))).toBe(true);
  });

  it('gives headings their size and weight, and warns of what it does not draw', async () => {
    const { image, warnings } = await renderHtmlWithInfo(
      '<div style="background:#fff"><h1 style="margin:0; filter: blur(1px)">Big</h1></div>',
      size,
    );
    expect(warnings).toEqual([{ field: 'div > h1', reason: '`filter` is not supported', lasting: true }]);
    const decoded = await decode(image);
    let ink = 0;
    for (let x = 0; x < 200; x++) for (let y = 0; y < 40; y++) if (pixelAt(decoded, x, y)[0] < 100) ink++;
    expect(ink).toBeGreaterThan(200);
  });
});
