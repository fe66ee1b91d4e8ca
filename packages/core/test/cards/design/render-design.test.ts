import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageFetchError } from '../../../src/assets/fetch/resource-fetcher.js';
import { GlyphcastError } from '../../../src/errors.js';
import { renderElement, renderElementWithInfo, renderHtml } from '../../../src/pipeline/render-design.js';
import { countSaturated, decode, pixelAt } from '../../_image.js';

/*
 * renderElement end to end: pixels at known points for each kind of paint, what is refused
 * and what is warned of, pictures, fonts and formats.
 */

type Style = Record<string, string | number>;
const div = (style: Style, ...children: unknown[]) => ({ type: 'div', props: { style, children } });
const size = { width: 200, height: 100 };

async function pixels(tree: unknown, options: Partial<Parameters<typeof renderElement>[1]> = {}) {
  return decode(await renderElement(tree, { ...size, ...options }));
}

const near = (actual: number[], expected: number[], tolerance = 3) =>
  expected.every((value, index) => Math.abs((actual[index] ?? 0) - value) <= tolerance);

describe('renderElement paints', () => {
  it('a background colour over the whole root, and transparency where nothing is painted', async () => {
    const filled = await pixels(div({ backgroundColor: '#336699' }));
    expect(filled.width).toBe(200);
    expect(pixelAt(filled, 100, 50)).toEqual([0x33, 0x66, 0x99, 255]);
    const empty = await pixels(div({}, div({ width: 50, height: 50, backgroundColor: 'rgba(255, 0, 0, 0.5)' })));
    expect(pixelAt(empty, 150, 80)[3]).toBe(0);
    expect(near(pixelAt(empty, 20, 20), [255, 0, 0, 128], 2)).toBe(true);
  });

  it('linear and radial gradients from their first stop to their last', async () => {
    const linear = await pixels(div({ backgroundImage: 'linear-gradient(to right, #ff0000, #0000ff)' }));
    expect(near(pixelAt(linear, 1, 50), [253, 0, 2, 255], 4)).toBe(true);
    expect(near(pixelAt(linear, 198, 50), [2, 0, 253, 255], 4)).toBe(true);
    const radial = await pixels(
      div({ backgroundImage: 'radial-gradient(circle at center, #ffffff 0%, #000000 50px)' }),
    );
    expect(pixelAt(radial, 100, 50)[0]).toBeGreaterThan(240);
    expect(pixelAt(radial, 100, 99)[0]).toBeLessThan(10);
  });

  it('a 100% wide child of a box sized by its content: the box keeps its content’s width, as in Chromium', async () => {
    // The middle box is centred in a column, so its width is its content's (80 px); the
    // child's 100% is of that, not of the image.
    const centred = await pixels(
      div(
        { display: 'flex', flexDirection: 'column', alignItems: 'center', backgroundColor: '#ffffff' },
        div(
          { display: 'flex', backgroundColor: '#ff0000' },
          div({ display: 'flex', width: '100%' }, div({ width: 80, height: 40, backgroundColor: '#0000ff' })),
        ),
      ),
    );
    expect(pixelAt(centred, 100, 20)).toEqual([0, 0, 255, 255]);
    // Beside it the image's white, not the middle box's red.
    expect(pixelAt(centred, 20, 20)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(centred, 180, 20)).toEqual([255, 255, 255, 255]);
  });

  it('background tiles sized in em by the element’s own font size', async () => {
    // 2em at 25 px: stripes 50 px wide, half black (at 16 px they would repeat every 32 px).
    const stripes = await pixels(
      div({
        fontSize: 25,
        backgroundImage: 'linear-gradient(to right, #000000 50%, #ffffff 50%)',
        backgroundSize: '2em 100%',
      }),
    );
    expect([10, 35, 60, 85].map((x) => pixelAt(stripes, x, 50)[0])).toEqual([0, 255, 0, 255]);
  });

  it('rounded corners left clear, and a border per side in its own colour', async () => {
    const image = await pixels(
      div(
        {},
        div({
          width: 200,
          height: 100,
          backgroundColor: '#ffffff',
          borderRadius: 40,
          borderTop: '10px solid #ff0000',
          borderRight: '10px solid #00ff00',
          borderBottom: '10px solid #0000ff',
          borderLeft: '10px solid #000000',
        }),
      ),
    );
    expect(pixelAt(image, 1, 1)[3]).toBe(0);
    expect(pixelAt(image, 100, 4)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(image, 195, 50)).toEqual([0, 255, 0, 255]);
    expect(pixelAt(image, 100, 96)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(image, 4, 50)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(image, 100, 50)).toEqual([255, 255, 255, 255]);
  });

  it('opacity, a rotation and hidden overflow', async () => {
    const faded = await pixels(
      div({ backgroundColor: '#ffffff' }, div({ width: 200, height: 100, backgroundColor: '#000000', opacity: 0.5 })),
    );
    expect(near(pixelAt(faded, 100, 50), [128, 128, 128, 255], 2)).toBe(true);
    // A 100×20 bar turned a quarter about its centre stands 20 wide and 100 tall.
    const turned = await pixels(
      div(
        { backgroundColor: '#ffffff', alignItems: 'center', justifyContent: 'center' },
        div({ width: 100, height: 20, backgroundColor: '#000000', transform: 'rotate(90deg)' }),
      ),
    );
    expect(pixelAt(turned, 100, 10)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(turned, 70, 50)).toEqual([255, 255, 255, 255]);
    const clipped = await pixels(
      div(
        { backgroundColor: '#ffffff' },
        div(
          { width: 100, height: 100, overflow: 'hidden', borderRadius: 50 },
          div({ width: 300, height: 300, flexShrink: 0, backgroundColor: '#000000' }),
        ),
      ),
    );
    expect(pixelAt(clipped, 50, 50)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(clipped, 3, 3)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(clipped, 150, 50)).toEqual([255, 255, 255, 255]);
  });

  it('box shadows outside the box (not under it) and inset ones inside', async () => {
    const image = await pixels(
      div(
        { backgroundColor: '#ffffff', padding: 30 },
        div({ width: 40, height: 40, backgroundColor: 'rgba(0,0,0,0)', boxShadow: '0 0 0 10px #ff0000' }),
        div({
          width: 40,
          height: 40,
          marginLeft: 40,
          backgroundColor: '#ffffff',
          boxShadow: 'inset 0 0 0 10px #0000ff',
        }),
      ),
    );
    expect(pixelAt(image, 25, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(image, 50, 50)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(image, 114, 50)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(image, 130, 50)).toEqual([255, 255, 255, 255]);
  });

  it('gradient text shows the gradient through the glyphs only', async () => {
    const image = await pixels(
      div(
        { backgroundColor: '#ffffff', alignItems: 'center', justifyContent: 'center' },
        div(
          {
            fontSize: 80,
            fontWeight: 700,
            backgroundImage: 'linear-gradient(90deg, #ff0000, #ff0000)',
            backgroundClip: 'text',
            color: 'transparent',
          },
          '■■',
        ),
      ),
    );
    let red = 0;
    for (let x = 0; x < 200; x++) if (near(pixelAt(image, x, 50), [255, 0, 0, 255], 10)) red++;
    expect(red).toBeGreaterThan(30);
    expect(pixelAt(image, 2, 2)).toEqual([255, 255, 255, 255]);
  });

  it('colour emoji and right-to-left text', async () => {
    const { image, warnings } = await renderElementWithInfo(
      { type: 'div', props: { dir: 'rtl', style: { backgroundColor: '#ffffff', fontSize: 40 }, children: 'שלום 🎉' } },
      size,
    );
    expect(warnings).toEqual([]);
    const decoded = await decode(image);
    expect(countSaturated(decoded, { x: 0, y: 0, width: 200, height: 100 })).toBeGreaterThan(100);
  });
});

describe('renderElement pictures and fonts', () => {
  const png = (color: string) =>
    sharp({ create: { width: 4, height: 2, channels: 3, background: color } })
      .png()
      .toBuffer();

  it('draws <img> bytes with object-fit and a data: URI background', async () => {
    const red = await png('#ff0000');
    const image = await pixels(
      div(
        { backgroundColor: '#ffffff' },
        { type: 'img', props: { src: red, style: { width: 100, height: 100, objectFit: 'contain' } } },
        div({
          width: 100,
          height: 100,
          backgroundImage: `url(data:image/png;base64,${(await png('#0000ff')).toString('base64')})`,
          backgroundSize: 'cover',
        }),
      ),
    );
    // Contained: a 2:1 picture in a square leaves bands above and below.
    expect(pixelAt(image, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(image, 50, 10)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(image, 150, 10)).toEqual([0, 0, 255, 255]);
  });

  it('draws a picture again, at another size, right (pictures are remembered by their bytes)', async () => {
    const red = await png('#ff0000');
    const at = (size: number) =>
      renderElement(
        div({ backgroundColor: '#ffffff' }, { type: 'img', props: { src: red, width: size, height: size / 2 } }),
        { width: 200, height: 100 },
      );
    for (const size of [100, 40, 100]) {
      const image = await decode(await at(size));
      expect(pixelAt(image, size - 2, size / 2 - 2)).toEqual([255, 0, 0, 255]);
      expect(pixelAt(image, size + 2, 2)).toEqual([255, 255, 255, 255]);
    }
  });

  it('fetches http(s) pictures through the caller’s fetcher, and warns when one fails', async () => {
    const blue = await png('#0000ff');
    const fetched: string[] = [];
    const tree = div(
      { backgroundColor: '#ffffff' },
      { type: 'img', props: { src: 'https://example.com/a.png', width: 100, height: 50 } },
    );
    const drawn = await renderElementWithInfo(tree, size, {
      fetchResource: async (url) => {
        fetched.push(String(url));
        return blue;
      },
    });
    expect(fetched).toEqual(['https://example.com/a.png']);
    expect(pixelAt(await decode(drawn.image), 50, 25)).toEqual([0, 0, 255, 255]);
    // The default fetcher refuses loopback addresses (the SSRF guard), naming the field.
    const refused = await renderElement(
      div({}, { type: 'img', props: { src: 'http://127.0.0.1:9/a.png', width: 10, height: 10 } }),
      size,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'INVALID_PARAMETER',
      field: 'src',
      message: expect.stringMatching(/not a public address/),
    });
    // A fetch that fails is a warning: the design is drawn without the picture.
    const failed = await renderElementWithInfo(tree, size, {
      fetchResource: async () => {
        throw new ImageFetchError('the host answered 404');
      },
    });
    expect(failed.warnings).toEqual([expect.objectContaining({ field: 'src', reason: expect.stringMatching(/404/) })]);
  });

  it('sets text in the design’s own fonts, and warns of one it cannot read', async () => {
    const mono = readFileSync(join(import.meta.dirname, '../../../fonts/JetBrainsMono_400Regular.ttf'));
    const text = div({ backgroundColor: '#ffffff', fontSize: 30, fontFamily: 'Brand' }, 'iiiiii');
    const inter = await pixels(text);
    const branded = await renderElementWithInfo(text, { ...size, fonts: [{ name: 'Brand', data: mono }] });
    expect(branded.warnings).toEqual([]);
    // Monospace "i"s are far wider than Inter's: the ink reaches further right.
    const inkRight = (image: Awaited<ReturnType<typeof decode>>) => {
      let right = 0;
      for (let x = 0; x < 200; x++)
        for (let y = 0; y < 100; y++) if (pixelAt(image, x, y)[0] < 128) right = Math.max(right, x);
      return right;
    };
    expect(inkRight(await decode(branded.image))).toBeGreaterThan(inkRight(inter) + 40);
    const broken = await renderElementWithInfo(text, {
      ...size,
      fonts: [{ name: 'Brand', data: Buffer.from('not a font at all') }],
    });
    expect(broken.warnings).toEqual([
      expect.objectContaining({ field: 'fonts[0]', reason: expect.stringMatching(/not a TTF, OTF or WOFF font/) }),
    ]);
  });

  it('takes a font by URL (data: or http(s), fetched like a picture), and warns of one it cannot fetch', async () => {
    const mono = readFileSync(join(import.meta.dirname, '../../../fonts/JetBrainsMono_400Regular.ttf'));
    const text = div({ backgroundColor: '#ffffff', fontSize: 30, fontFamily: 'Brand' }, 'iiiiii');
    const byBytes = await renderElement(text, { ...size, fonts: [{ name: 'Brand', data: mono }] });
    const asked: string[] = [];
    const byUrl = await renderElementWithInfo(
      text,
      {
        ...size,
        fonts: [{ name: 'Brand', data: 'https://fonts.example/brand.ttf' }],
      },
      {
        fetchResource: async (url) => {
          asked.push(url.href);
          return mono;
        },
      },
    );
    expect(asked).toEqual(['https://fonts.example/brand.ttf']);
    expect(byUrl.warnings).toEqual([]);
    expect(byUrl.image.equals(byBytes)).toBe(true);
    const dataUri = await renderElement(text, {
      ...size,
      fonts: [{ name: 'Brand', data: `data:font/ttf;base64,${mono.toString('base64')}` }],
    });
    expect(dataUri.equals(byBytes)).toBe(true);
    const unreachable = await renderElementWithInfo(
      text,
      {
        ...size,
        fonts: [{ name: 'Brand', data: 'https://fonts.example/gone.ttf' }],
      },
      {
        fetchResource: async () => {
          throw new ImageFetchError('the host answered 404');
        },
      },
    );
    expect(unreachable.warnings).toEqual([
      expect.objectContaining({ field: 'fonts', reason: expect.stringMatching(/404/) }),
    ]);
  });
});

describe('renderElement says what it does not draw', () => {
  it('warns of unsupported properties and values, naming the element', async () => {
    const { warnings } = await renderElementWithInfo(
      div({}, div({}, div({ filter: 'blur(2px)', color: 'not-a-colour', width: 'calc(100% - 10px)' }, 'x'))),
      size,
    );
    expect(warnings).toEqual([
      { field: 'div > div > div', reason: '`filter` is not supported', lasting: true },
      {
        field: 'div > div > div',
        reason: expect.stringMatching(/^`color` must be a colour .* received "not-a-colour"$/),
        lasting: true,
      },
      {
        field: 'div > div > div',
        reason: expect.stringMatching(/^`width` uses calc\(\), which is not supported/),
        lasting: true,
      },
    ]);
  });

  it('warns once of an emoji set it draws as Twemoji', async () => {
    const { warnings } = await renderElementWithInfo(div({}, '🎉'), { ...size, emoji: 'noto' });
    expect(warnings).toEqual([expect.objectContaining({ field: 'emoji', reason: expect.stringMatching(/Twemoji/) })]);
  });

  it.each([
    [{ width: 5000, height: 100 }, 'width', /an integer from 1 to 4096/],
    [{ width: 100 }, 'height', /received nothing/],
    [{ width: 100, height: 100, format: 'gif' }, 'format', /one of/],
    [{ width: 100, height: 100, scale: 4 }, 'scale', /one of/],
    [{ width: 100, height: 100, fonts: [{ name: 'x', data: 'abc' }] }, 'fonts[0].data', /font bytes/],
    [{ width: 100, height: 100, extra: true }, 'extra', /not a known parameter/],
  ])('refuses options %j, naming %s', async (options, field, message) => {
    const error = await renderElement(div({}), options as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GlyphcastError);
    expect((error as GlyphcastError).field).toBe(field);
    expect((error as GlyphcastError).message).toMatch(message);
  });

  it('refuses an image past the pixel limits up front', async () => {
    const error = await renderElement(div({}), { width: 4096, height: 4096, scale: 3 }).catch(
      (caught: unknown) => caught,
    );
    expect((error as GlyphcastError).code).toBe('IMAGE_TOO_LARGE');
  });
});

describe('renderElement formats', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['webp', 'webp'],
    ['svg', 'svg'],
  ] as const)('%s', async (format, detected) => {
    const image = await renderElement(div({ backgroundColor: '#fff', fontSize: 30 }, 'Hi'), {
      ...size,
      format,
      scale: 2,
    });
    const metadata = await sharp(image).metadata();
    expect(metadata.format).toBe(detected);
    expect(metadata.width).toBe(format === 'svg' ? 200 : 400);
  });
});

describe('renderElement sets text as CSS says', () => {
  const ink = async (tree: unknown) => {
    const image = await decode(await renderElement(tree, { width: 300, height: 200 }));
    let rows = 0;
    for (let y = 0; y < 200; y++) {
      let inked = false;
      for (let x = 0; x < 300 && !inked; x++) inked = pixelAt(image, x, y)[0] < 128;
      if (inked) rows++;
    }
    return rows;
  };
  const text = (style: Style, content: string) =>
    div({ backgroundColor: '#ffffff' }, div({ width: 150, fontSize: 20, lineHeight: 2, ...style }, content));

  it('keeps Korean words whole with word-break: keep-all (and breaks inside them without it)', async () => {
    const korean = '쿠버네티스 클러스터 배포 자동화';
    const normal = await ink(text({}, korean));
    const keepAll = await ink(text({ wordBreak: 'keep-all' }, korean));
    // keep-all needs more lines: words move whole to the next one.
    expect(keepAll).toBeGreaterThan(normal);
  });

  it('breaks anywhere with word-break: break-all', async () => {
    const long = 'supercalifragilistic expialidocious';
    expect(await ink(text({ wordBreak: 'break-all' }, long))).toBeLessThan(await ink(text({}, long)));
  });

  it('sets a paragraph right to left with direction: rtl, Latin text included', async () => {
    const rightEdge = async (style: Style) => {
      const image = await decode(await renderElement(text(style, 'Hi'), { width: 300, height: 200 }));
      let right = 0;
      for (let y = 0; y < 200; y++)
        for (let x = 0; x < 300; x++) if (pixelAt(image, x, y)[0] < 128) right = Math.max(right, x);
      return right;
    };
    expect(await rightEdge({ direction: 'rtl' })).toBeGreaterThan(130);
    expect(await rightEdge({})).toBeLessThan(40);
  });
});

describe('renderElement and renderHtml called the wrong way', () => {
  it('says the design comes first and its options second, not that width is missing', async () => {
    const element = { type: 'div', props: { style: { width: '100%', height: '100%' } } };
    const oneObject = (renderElementWithInfo as (options: unknown) => Promise<unknown>)({
      element,
      width: 600,
      height: 300,
    });
    await expect(oneObject).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
      message:
        'renderElement takes the design first and its options second: renderElement(element, { width: 1200, height: 630 })',
    });
    const noOptions = (renderHtml as (html: string) => Promise<Buffer>)('<div>hi</div>');
    await expect(noOptions).rejects.toMatchObject({
      message:
        'renderHtml needs its options (width and height at least): renderHtml(html, { width: 1200, height: 630 })',
    });
  });
});
