import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../scripts/gallery.js';
import { loadShaper, readFontFacts } from '../../src/assets/shaper.js';
import { renderCode, renderCodeWithInfo, renderOg } from '../../src/pipeline/render-functions.js';
import { imageDifference } from '../_image.js';
import { rasterizeWithResvg, SVG_TOLERANCE } from './_svg.js';

beforeAll(loadShaper);

/** What the SVG backend writes: shapes, text, gradients and blur, embedded pictures; no script. */
const SVG_ELEMENTS = [
  'svg',
  'style',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'filter',
  'feGaussianBlur',
  'mask',
  'rect',
  'circle',
  'path',
  'g',
  'use',
  'image',
  'text',
  'tspan',
  'title',
];

const BENCH_CARD = readFileSync(join(import.meta.dirname, '../fixtures/server.ts'), 'utf8');

describe('cards as SVG', () => {
  it('draw the benchmark card as its PNG does, in fewer bytes than the PNG at scale 2', async () => {
    const svg = await renderCodeWithInfo({ code: BENCH_CARD, language: 'typescript', format: 'svg' });
    const png = await renderCode({ code: BENCH_CARD, language: 'typescript', scale: 2 });
    expect(svg.format).toBe('svg');
    expect(svg.image.subarray(0, 5).toString()).toBe('<svg ');
    expect(svg.image.length).toBeLessThan(png.length);
    const difference = await imageDifference(rasterizeWithResvg(svg.image, 2), png);
    expect(difference.mean).toBeLessThan(SVG_TOLERANCE.resvg.mean);
    expect(difference.visible).toBeLessThan(SVG_TOLERANCE.resvg.visible);
  });

  // Code cards compared at scale 2; OG cards have one size, 1200×630.
  it.each(GALLERY.map((entry) => [entry.file, entry] as const))(
    'draw the gallery’s %s as its PNG does (resvg)',
    async (_file, entry) => {
      const zoom = entry.kind === 'code' ? 2 : 1;
      const [svg, png] = await Promise.all([entry.render({ format: 'svg' }), entry.render({ scale: zoom })]);
      const difference = await imageDifference(rasterizeWithResvg(svg, zoom), png);
      expect(difference.mean).toBeLessThan(SVG_TOLERANCE.resvg.mean);
      expect(difference.visible).toBeLessThan(SVG_TOLERANCE.resvg.visible);
    },
  );

  it('embed only the characters drawn, in a subset of each font', async () => {
    const svg = (await renderCode({ code: 'const a = 1;', language: 'ts', format: 'svg' })).toString();
    const fonts = [...svg.matchAll(/base64,([A-Za-z0-9+/=]+)\) format\("truetype"\)/g)].map((match) =>
      Buffer.from(match[1] as string, 'base64'),
    );
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    for (const font of fonts) {
      expect(font.length).toBeLessThan(8000);
      expect(readFontFacts(font).characters).toBeLessThanOrEqual('const a=1;'.length + 2);
    }
  });

  it('hold the title, then each line of code, in the text layer; line numbers stay out of it', async () => {
    const svg = (
      await renderCode({ code: 'const a = 1;\n\nreturn a;', title: 'src/index.ts', lineNumbers: true, format: 'svg' })
    ).toString();
    const layer = [
      ...svg.matchAll(/<text x="[^"]*" y="[^"]*" font-size="[^"]*" fill="#000" fill-opacity="0"[^>]*>(.*?)<\/text>/g),
    ];
    expect(layer.map(([, text]) => text)).toEqual(['src/index.ts', 'const a = 1;', 'return a;']);
  });

  it('give each style the theme draws its own face: bold and italic text in their own files', async () => {
    const code = '**strong** and _slanted_';
    const svg = (await renderCode({ code, language: 'markdown', theme: 'github-dark', format: 'svg' })).toString();
    const faces = [...svg.matchAll(/@font-face\{font-family:'JetBrains Mono';font-weight:(\d+);font-style:(\w+)/g)];
    expect(faces.map(([, weight, style]) => `${weight} ${style}`).sort()).toEqual([
      '400 italic',
      '400 normal',
      '700 normal',
    ]);
    const drawn = (attribute: string) =>
      [...svg.matchAll(/<text aria-hidden="true"([^>]*)>(.*?)<\/text>/g)]
        .filter(([, attributes]) => attributes?.includes(attribute))
        .map(([, , content]) => content?.replace(/<[^>]+>/g, ''));
    expect(drawn('font-weight="700"')).toEqual(['**strong**']);
    expect(drawn('font-style="italic"')).toEqual(['_slanted_']);
  });

  it('escape the code and run nothing: no script, no external reference, whatever the code says', async () => {
    const svg = (await renderCode({ code: HOSTILE, language: 'html', format: 'svg' })).toString();
    expectInert(svg);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &amp;amp; ]]&gt;');
    // Its text alternative names what it shows.
    expect(svg).toContain('<title>html code, 4 lines</title>');
  });

  it('escape an OG card’s title, subtitle, author and code excerpt, which its text layer holds', async () => {
    const [first, second, third] = HOSTILE.split('\n') as [string, string, string];
    for (const template of ['article', 'code'] as const) {
      const svg = (
        await renderOg({ template, title: first, subtitle: second, author: third, code: HOSTILE, format: 'svg' })
      ).toString();
      expectInert(svg);
      expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &amp;amp; ]]&gt;');
    }
  });
});

/** Code and text that would be markup, script or a reference if an SVG took it as it is. */
const HOSTILE = [
  '<script>alert(1)</script> & &amp; ]]> <![CDATA[ x ]]>',
  `"quotes" 'single' </text><image href="https://evil.example/x.png"/>`,
  'controls:\u0001\u0007\u000b\u001f end',
  '<svg onload="alert(1)"> javascript:alert(1) <a xlink:href="http://x">',
].join('\n');

/** Every tag is one the backend writes (the user's own `<` are all escaped), none an event, no reference leaves the file. */
function expectInert(svg: string): void {
  const tags = [...svg.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)];
  expect(svg.split('<').length - 1).toBe(tags.length);
  for (const [, name, attributes] of tags) {
    expect(SVG_ELEMENTS).toContain(name);
    for (const [, attribute, value] of (attributes ?? '').matchAll(/\s([\w:-]+)="([^"]*)"/g)) {
      expect(attribute).not.toMatch(/^on/i);
      if (/href$/.test(attribute as string)) expect(value).toMatch(/^(#|data:)/);
    }
  }
  const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
  for (const [, target] of style.matchAll(/url\(([^)]*)\)/g)) expect(target).toMatch(/^data:/);
  // Well-formed: resvg parses it (it refuses malformed XML).
  expect(() => rasterizeWithResvg(Buffer.from(svg), 1)).not.toThrow();
}

describe('darkTheme', () => {
  it('is refused for raster formats, naming the field', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const error = await renderCode({ code: 'x', format, darkTheme: 'github-dark' }).catch((caught) => caught);
      expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'darkTheme' });
      expect(error.message).toContain('format: svg');
    }
  });
});
