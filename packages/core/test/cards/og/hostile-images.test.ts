import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_SVG_DEPTH, sanitizeSvg } from '../../../src/assets/images/sanitize-svg.js';
import { GlyphcastError } from '../../../src/errors.js';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';
import { colorDistance, decode, pixelAt } from '../../_image.js';

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
/** A file on this machine that an SVG could try to read through `<image href>`. */
const LOCAL_PNG = fileURLToPath(new URL('../../../../../docs/images/hero.png', import.meta.url));
/** The avatar's centre on the article card. */
const AVATAR = { x: 108, y: 522 };

/** Serves any bytes as if fetched from the web, so inputs past the URI's 2000 characters can be tried. */
const served = (bytes: Buffer) => ({ fetchResource: async () => bytes });

async function avatarWarning(svg: string): Promise<string | undefined> {
  const { warnings } = await renderOgWithInfo(
    { title: 'hi', avatar: 'https://images.example/avatar.svg' },
    served(Buffer.from(svg)),
  );
  return warnings.find((warning) => warning.field === 'avatar')?.reason;
}

describe('SVG avatars and logos are bounded before resvg runs', () => {
  it('draws a very wide or tall SVG fitted into the box, not at its declared size', async () => {
    // Loaded once first (the worker, resvg, sharp): the bound below is for the hostile picture.
    const square = `<svg ${SVG_NS} width="10" height="10"><rect width="10" height="10"/></svg>`;
    await renderOgWithInfo({ title: 'hi', avatar: svgUri(square), logo: svgUri(square) });
    for (const [width, height] of [
      [100_000, 1],
      [1, 100_000],
      [10_000, 10],
    ] as const) {
      const svg = `<svg ${SVG_NS} width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0f0"/></svg>`;
      const started = performance.now();
      const { warnings } = await renderOgWithInfo({ title: 'hi', avatar: svgUri(svg), logo: svgUri(svg) });
      // Before the fix, 100000×1 took RSS past 4 GB and seconds of work.
      expect(performance.now() - started).toBeLessThan(3000);
      for (const warning of warnings) expect(warning.reason).toMatch(/too thin to draw/);
    }
  });

  it('never lets an SVG read a file from the server’s disk, in any spelling of href', async () => {
    const links = [
      `<image href="${LOCAL_PNG}" width="100" height="100"/>`,
      `<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="${LOCAL_PNG}" width="100" height="100"/>`,
      `<image xmlns:q="http://www.w3.org/1999/xlink" q:href=" file://${LOCAL_PNG}" width="100" height="100"/>`,
      `<image href="&#47;${LOCAL_PNG.slice(1)}" width="100" height="100"/>`,
      `<image href="hero.png" width="100" height="100"/>`,
      `<filter id="f"><feImage href="${LOCAL_PNG}"/></filter><rect width="100" height="100" filter="url(#f)"/>`,
    ];
    for (const link of links) {
      // A green square under the link: drawn alone, the avatar is green; with the file, it is not.
      const svg = `<svg ${SVG_NS} width="100" height="100"><rect width="100" height="100" fill="#00ff00"/>${link}</svg>`;
      const cleaned = (await sanitizeSvg(Buffer.from(svg))).toString();
      expect(cleaned, link).not.toMatch(/hero\.png/);
      const { image, warnings } = await renderOgWithInfo(
        { title: 'hi', avatar: 'https://images.example/a.svg' },
        served(Buffer.from(svg)),
      );
      expect(warnings).toEqual([]);
      expect(colorDistance(pixelAt(await decode(image), AVATAR.x, AVATAR.y), [0, 255, 0]), link).toBeLessThan(8);
    }
  });

  it('writes out only what it parsed: text, attributes and CDATA escaped again', async () => {
    const svg = `<?xml version="1.0"?><!-- a comment --><!DOCTYPE svg><svg ${SVG_NS} viewBox="0 0 10 10"><style><![CDATA[rect { fill: #0f0 } /* <&> */]]></style><rect width="10" height="10" data-x="a&amp;b&quot;&#10;c"/><text>1 &lt; 2 ]]&gt;</text></svg>`;
    expect((await sanitizeSvg(Buffer.from(svg))).toString()).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect { fill: #0f0 } /* &lt;&amp;&gt; */</style><rect width="10" height="10" data-x="a&amp;b&quot;&#10;c"></rect><text>1 &lt; 2 ]]&gt;</text></svg>`,
    );
  });

  it('refuses entity declarations, too many or too deeply nested elements, and broken XML', async () => {
    const deep = `<svg ${SVG_NS} width="9" height="9">${'<g opacity="0.9">'.repeat(MAX_SVG_DEPTH + 1)}${'</g>'.repeat(MAX_SVG_DEPTH + 1)}</svg>`;
    const many = `<svg ${SVG_NS} width="9" height="9">${'<rect width="1" height="1"/>'.repeat(50_001)}</svg>`;
    const cases: [string, RegExp][] = [
      [`<!DOCTYPE svg [<!ENTITY a "<image href='${LOCAL_PNG}'/>">]><svg ${SVG_NS}>&a;</svg>`, /declares entities/],
      [deep, /nests elements more than 64 deep/],
      [many, /more than 50000 elements/],
      [`<svg ${SVG_NS}><rect></svg>`, /not well-formed XML/],
    ];
    for (const [svg, reason] of cases) expect(await avatarWarning(svg)).toMatch(reason);
  });

  it('refuses embedded raster images too large to decode, read from their headers alone', async () => {
    // 311 kB of PNG that decodes to 400 MB: inside an SVG it used to be decoded whole.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#f00' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const svg = `<svg ${SVG_NS} width="100" height="100"><image href="data:image/png;base64,${bomb.toString('base64')}" width="100" height="100"/></svg>`;
    const started = performance.now();
    expect(await avatarWarning(svg)).toMatch(/embeds images of more than 16 megapixels/);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('still draws an ordinary SVG avatar with an embedded image, or a nested SVG', async () => {
    const green = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const withPng = `<svg ${SVG_NS} width="10" height="10"><a href="https://example.com"><image href="data:image/png;base64,${green.toString('base64')}" width="10" height="10"/></a></svg>`;
    const inner = `<svg ${SVG_NS} width="10" height="10"><rect width="10" height="10" fill="#00ff00"/></svg>`;
    const withSvg = `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image xlink:href="data:image/svg+xml;base64,${Buffer.from(inner).toString('base64')}" width="10" height="10"/></svg>`;
    for (const svg of [withPng, withSvg]) {
      await expect(sanitizeSvg(Buffer.from(svg))).resolves.toBeInstanceOf(Buffer);
      const { image, warnings } = await renderOgWithInfo(
        { title: 'hi', avatar: 'https://images.example/a.svg' },
        served(Buffer.from(svg)),
      );
      expect(warnings).toEqual([]);
      expect(colorDistance(pixelAt(await decode(image), AVATAR.x, AVATAR.y), [0, 255, 0])).toBeLessThan(8);
    }
  });

  it('answers a malformed percent escape in a data: URI with an error naming the field', async () => {
    for (const field of ['avatar', 'logo', 'font'] as const) {
      const error = await renderOgWithInfo({ title: 'x', [field]: 'data:image/svg+xml,%E0%A4%A' }).catch((e) => e);
      expect(error).toBeInstanceOf(GlyphcastError);
      expect([error.code, error.field]).toEqual(['INVALID_PARAMETER', field]);
    }
  });
});
