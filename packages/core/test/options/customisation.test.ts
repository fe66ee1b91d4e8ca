import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareCustomFont } from '../../src/assets/custom-font.js';
import { loadShaper } from '../../src/assets/shaper.js';
import { CODE_CSS_PROPERTIES } from '../../src/cards/code/customisation.js';
import { OG_CSS_PROPERTIES } from '../../src/cards/og/customisation.js';
import { GlyphcastError } from '../../src/errors.js';
import { parseCustomCss } from '../../src/options/custom-css.js';
import { renderCodeWithInfo, renderOgWithInfo } from '../../src/pipeline/render-functions.js';
import { colorDistance, decode, pixelAt } from '../_image.js';

const require = createRequire(import.meta.url);
const bytes = (path: string) => readFileSync(require.resolve(path));
const dataUri = (data: Buffer, type: string) => `data:${type};base64,${data.toString('base64')}`;
const MONO_WOFF = bytes('@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff');
const MONO_TTF = bytes('@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf');
const INTER_TTF = bytes('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');

describe('parseCustomCss', () => {
  it('accepts the documented code subset and converts the values', () => {
    expect(
      parseCustomCss(
        'border-radius: 24px; box-shadow: none; background-color: rgb(1 2 3 / 50%); line-height: 1.8',
        CODE_CSS_PROPERTIES,
      ),
    ).toEqual({ 'border-radius': 24, 'box-shadow': 'none', 'background-color': [1, 2, 3, 128], 'line-height': 1.8 });
  });

  it('accepts the documented OG subset', () => {
    expect(
      parseCustomCss(
        'COLOR: RebeccaPurple; text-align: center; text-transform: uppercase; letter-spacing: -2px',
        OG_CSS_PROPERTIES,
      ),
    ).toEqual({
      color: [102, 51, 153, 255],
      'text-align': 'center',
      'text-transform': 'uppercase',
      'letter-spacing': -2,
    });
  });

  it.each([
    [
      'position: absolute',
      'code',
      /`position` is not an allowed property; the allowed ones are background-color, border-radius/,
    ],
    ['color: red', 'code', /`color` is not an allowed property/],
    ['border-radius: 2em', 'code', /`border-radius` must be a length in px from 0 to 40, received "2em"/],
    ['border-radius: 41px', 'code', /`border-radius` must be a length in px from 0 to 40/],
    ['box-shadow: 0 0 4px red', 'code', /`box-shadow` must be none/],
    ['line-height: 9', 'code', /`line-height` must be a number from 1 to 3/],
    ['background-color: url(http://169.254.169.254/)', 'code', /`background-color` must be a colour/],
    ['background-color: red !important', 'code', /must not be !important/],
    ['}{ not css', 'code', /cannot be parsed/],
    ['text-align: justify', 'og', /`text-align` must be left or center or right/],
    ['border-radius: 4px', 'og', /`border-radius` is not an allowed property/],
    // The OG card's background covers the card: transparency is refused, never drawn opaque.
    ['background-color: transparent', 'og', /`background-color` must be an opaque colour/],
    ['background-color: rgba(0, 0, 0, 0.5)', 'og', /`background-color` must be an opaque colour/],
  ])('refuses %j (%s) naming the property', (css, kind, message) => {
    let error: unknown;
    try {
      parseCustomCss(css, kind === 'code' ? CODE_CSS_PROPERTIES : OG_CSS_PROPERTIES);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', field: 'css' });
    expect((error as Error).message).toMatch(message);
  });
});

describe('prepareCustomFont', () => {
  beforeAll(loadShaper);

  it('reads TTF and unwraps WOFF to the same kind of font', () => {
    const ttf = prepareCustomFont(MONO_TTF);
    const woff = prepareCustomFont(MONO_WOFF);
    expect(ttf).toMatchObject({ monospace: true, fileFamily: 'JetBrains Mono' });
    expect(woff).toMatchObject({ monospace: true, fileFamily: 'JetBrains Mono' });
    expect(woff.advanceEm).toBeCloseTo(0.6, 3);
    expect(woff.data.subarray(0, 4).toString('hex')).toBe('00010000');
  });

  it('tells a proportional font from a monospace one', () => {
    expect(prepareCustomFont(INTER_TTF).monospace).toBe(false);
  });

  it('refuses a damaged font that only starts like one', () => {
    const damaged = Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(60, 0xff)]);
    expect(() => prepareCustomFont(damaged)).toThrow('not a usable font');
  });

  it('refuses bytes that are not a font', () => {
    expect(() => prepareCustomFont(Buffer.from('<html>not a font</html>'))).toThrow('not a TTF, OTF or WOFF font');
  });
});

describe('renderCode with custom font and CSS', () => {
  it('draws a square, shadowless card on the CSS background with the custom font', async () => {
    const result = await renderCodeWithInfo({
      code: 'const a = 1;',
      language: 'ts',
      scale: 1,
      font: dataUri(MONO_WOFF, 'font/woff'),
      css: 'border-radius: 0; box-shadow: none; background-color: #fde68a',
    });
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    expect(colorDistance(pixelAt(image, 2, 2), [0xfd, 0xe6, 0x8a])).toBeLessThan(4);
    // No shadow under the window, and the window's corner is square (not rounded).
    expect(colorDistance(pixelAt(image, image.width / 2, image.height - 30), [0xfd, 0xe6, 0x8a])).toBeLessThan(4);
    expect(colorDistance(pixelAt(image, 48 + 1, 48 + 1), [0xfd, 0xe6, 0x8a])).toBeGreaterThan(40);
  });

  it('uses line-height from the CSS', async () => {
    const plain = await renderCodeWithInfo({ code: 'a\nb\nc\nd', language: 'text', scale: 1 });
    const tall = await renderCodeWithInfo({ code: 'a\nb\nc\nd', language: 'text', scale: 1, css: 'line-height: 2.5' });
    expect(tall.height - plain.height).toBe(Math.ceil(4 * 14 * 2.5) - Math.ceil(4 * 14 * 1.5));
  });

  it('keeps the bundled font, with a warning, for a proportional font', async () => {
    const result = await renderCodeWithInfo({
      code: 'x',
      language: 'text',
      scale: 1,
      font: dataUri(INTER_TTF, 'font/ttf'),
    });
    expect(result.warnings).toEqual([{ field: 'font', reason: expect.stringMatching(/^not a monospace font/) }]);
  });

  it('refuses unknown CSS before rendering', async () => {
    await expect(renderCodeWithInfo({ code: 'x', css: 'filter: blur(4px)' })).rejects.toMatchObject({ field: 'css' });
  });
});

describe('renderOg with custom font and CSS', () => {
  it('applies the background and text colour, and uses the font', async () => {
    const result = await renderOgWithInfo({
      title: 'Custom',
      template: 'minimal',
      font: dataUri(MONO_TTF, 'font/ttf'),
      css: 'background-color: #0f172a; color: #ff0000',
    });
    expect(result.warnings).toEqual([]);
    const image = await decode(result.image);
    expect(colorDistance(pixelAt(image, 20, 620), [0x0f, 0x17, 0x2a])).toBeLessThan(6);
    let red = 0;
    for (let x = 300; x < 900; x += 2) if (colorDistance(pixelAt(image, x, 315), [255, 0, 0]) < 30) red++;
    expect(red).toBeGreaterThan(20);
  });

  it('renders with Inter, and a warning, when the font bytes are not a font', async () => {
    const result = await renderOgWithInfo({ title: 'x', font: 'data:font/ttf;base64,AAAAAAAAAAAAAAAA' });
    expect(result.warnings).toEqual([{ field: 'font', reason: expect.stringMatching(/Inter was used$/) }]);
  });
});
