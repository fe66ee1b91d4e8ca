import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONO_FONT_FILES } from '../../src/assets/fonts.js';
import { buildImages } from '../../src/build/build-images.js';
import { GlyphcastError } from '../../src/errors.js';
import { renderElementWithInfo } from '../../src/pipeline/render-design.js';
import { renderCodeWithInfo, renderOgWithInfo } from '../../src/pipeline/render-functions.js';
import { decode, pixelAt } from '../_image.js';

/*
 * Local assets in the library: an avatar, logo or font as bytes, a path, a file: URL or a data:
 * URI longer than the HTTP API's 2000 characters, all drawing the same card. (The server
 * refuses paths and file: URLs: server test abuse/bad-input.test.ts.)
 */

const work = mkdtempSync(join(tmpdir(), 'glyphcast-local-assets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let logo: Buffer;
const logoPath = join(work, 'brand', 'logo.png');

beforeAll(async () => {
  // A red square with noise in its low bits: 2.6 kB of PNG, past 2000 characters as a data: URI.
  const pixels = Buffer.alloc(40 * 40 * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    pixels[index] = 220 + ((index * 7) % 30);
    pixels[index + 1] = (index * 13) % 24;
    pixels[index + 2] = (index * 5) % 24;
  }
  logo = await sharp(pixels, { raw: { width: 40, height: 40, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  mkdirSync(join(work, 'brand'));
  writeFileSync(logoPath, logo);
});

/** How many clearly red pixels the card has where the article template puts its logo. */
async function redPixelsInLogoCorner(png: Buffer): Promise<number> {
  const { data, width } = await decode(png);
  let red = 0;
  for (let y = 60; y < 140; y++) {
    for (let x = 60; x < 160; x++) {
      const at = (y * width + x) * 4;
      if ((data[at] as number) > 180 && (data[at + 1] as number) < 60 && (data[at + 2] as number) < 60) red++;
    }
  }
  return red;
}

describe('local assets in the library', () => {
  it('draws a logo given as bytes, a path, a relative path, a file: URL or a long data: URI, the same each way', async () => {
    const dataUri = `data:image/png;base64,${logo.toString('base64')}`;
    expect(dataUri.length).toBeGreaterThan(2000);
    const inputs = [
      logo,
      new Uint8Array(logo),
      logoPath,
      relative(process.cwd(), logoPath),
      pathToFileURL(logoPath).href,
      dataUri,
    ];
    const images: Buffer[] = [];
    for (const input of inputs) {
      const rendered = await renderOgWithInfo({ title: 'Local logo', logo: input });
      expect(rendered.warnings).toEqual([]);
      images.push(rendered.image);
    }
    expect(await redPixelsInLogoCorner(images[0] as Buffer)).toBeGreaterThan(1000);
    for (const image of images) expect(image.equals(images[0] as Buffer)).toBe(true);
    // Without the logo, no red there: the check can fail.
    expect(await redPixelsInLogoCorner(await (await renderOgWithInfo({ title: 'Local logo' })).image)).toBe(0);
  });

  it('takes a font file by path for a code card, as it takes a font URI', async () => {
    // A monospace file that is not the default face: JetBrains Mono Bold as the regular weight.
    const font = MONO_FONT_FILES[1] as string;
    expect(font).toMatch(/Bold\.ttf$/);
    const byPath = await renderCodeWithInfo({ code: 'const a = 1;', language: 'ts', font });
    expect(byPath.warnings).toEqual([]);
    const plain = await renderCodeWithInfo({ code: 'const a = 1;', language: 'ts' });
    expect(byPath.image.equals(plain.image)).toBe(false);
  });

  it('names the field when a local asset cannot be used: missing, a folder, a FIFO, too large, an unknown scheme', async () => {
    const huge = join(work, 'huge.png');
    writeFileSync(huge, '');
    truncateSync(huge, 6 * 1024 * 1024);
    const fifo = join(work, 'pipe.png');
    execFileSync('mkfifo', [fifo]);
    const cases: [string, unknown, RegExp][] = [
      ['logo', join(work, 'missing.png'), /could not be read: no such file: .*missing\.png$/],
      ['logo', join(work, 'brand'), /could not be read: .*brand is a folder, not a file$/],
      // A FIFO is refused at once rather than waited on.
      ['logo', fifo, /could not be read: .*pipe\.png is not a regular file$/],
      ['avatar', huge, /could not be read: .*huge\.png is larger than 5242880 bytes$/],
      ['avatar', Buffer.alloc(6 * 1024 * 1024), /is larger than 5 MB/],
      [
        'logo',
        'ftp://example.com/logo.png',
        /must be an http, https, data or file URI, a path, or bytes, received a ftp: URI/,
      ],
      ['logo', 'data:image/png;base64', /not a valid data: URI/],
    ];
    for (const [field, value, message] of cases) {
      const error = await renderOgWithInfo({ title: 'x', [field]: value }).catch((caught: unknown) => caught);
      expect(error, String(value)).toBeInstanceOf(GlyphcastError);
      expect((error as GlyphcastError).field).toBe(field);
      expect((error as GlyphcastError).message).toMatch(message);
    }
  });

  it("draws a design's pictures from paths and file: URLs, <img src> and CSS url() alike", async () => {
    const element = {
      type: 'div',
      props: {
        style: { display: 'flex', width: '100%', height: '100%', background: '#ffffff' },
        children: [
          { type: 'img', props: { src: relative(process.cwd(), logoPath), width: 40, height: 40 } },
          {
            type: 'div',
            props: {
              style: {
                width: 40,
                height: 40,
                backgroundImage: `url(${pathToFileURL(logoPath).href})`,
                backgroundSize: '100% 100%',
              },
            },
          },
        ],
      },
    };
    const rendered = await renderElementWithInfo(element, { width: 80, height: 40 });
    expect(rendered.warnings).toEqual([]);
    const image = await decode(rendered.image);
    for (const x of [20, 60]) {
      const [red, green, blue] = pixelAt(image, x, 20);
      expect(red, `x ${x}`).toBeGreaterThan(200);
      expect(green + blue, `x ${x}`).toBeLessThan(60);
    }
    const missing = await renderElementWithInfo(
      { type: 'img', props: { src: './nowhere/missing.png', width: 10, height: 10 } },
      { width: 10, height: 10 },
    ).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(GlyphcastError);
    expect((missing as GlyphcastError).field).toBe('src');
    expect((missing as GlyphcastError).message).toMatch(/could not be read: no such file: .*missing\.png$/);
  });

  it('redraws a build image when the file behind its logo changes, and reuses it while the file stays', async () => {
    const outDir = join(work, 'site');
    const cacheDir = join(work, 'cache');
    const images = [{ path: 'card.png', og: { title: 'Build', logo: logoPath } }];
    const first = await buildImages(images, { outDir, cacheDir });
    expect(first).toMatchObject({ rendered: 1, reused: 0, failed: [] });
    expect((await buildImages(images, { outDir, cacheDir })).reused).toBe(1);
    writeFileSync(logoPath, await sharp(logo).negate({ alpha: false }).png().toBuffer());
    const changed = await buildImages(images, { outDir, cacheDir });
    expect(changed.rendered).toBe(1);
    expect(changed.images[0]?.hash).not.toBe(first.images[0]?.hash);
    writeFileSync(logoPath, logo);
  });
});
