import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const CORE = resolve(import.meta.dirname, '../../../src/index.ts');

/**
 * Renders a design with a picture in a fresh process and says whether libvips (sharp) was
 * loaded into it: a PNG or GIF logo is drawn by resvg, which every render loads anyway.
 */
function loadsLibvips(picture: Buffer, mime: string): boolean {
  const script = `
    import { readFileSync } from 'node:fs';
    import { configureRendering, renderElement } from ${JSON.stringify(CORE)};
    await configureRendering({ threads: 0 });
    const src = 'data:${mime};base64,${picture.toString('base64')}';
    const image = await renderElement(
      { type: 'div', props: { style: { display: 'flex', width: '100%', height: '100%', background: '#fff' },
        children: { type: 'img', props: { src, width: 120, height: 90 } } } },
      { width: 200, height: 100 },
    );
    if (image.length < 100) throw new Error('no image');
    process.stdout.write(String(readFileSync('/proc/self/maps', 'utf8').includes('libvips')));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: resolve(import.meta.dirname, '../../..'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout === 'true';
}

const solid = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#3366cc' } })
    [format]()
    .toBuffer();

describe('pictures in a design', () => {
  it('leave sharp unloaded when they are PNG', async () => {
    expect(loadsLibvips(await solid('png'), 'image/png')).toBe(false);
  }, 30_000);

  it('load sharp for JPEG (the check can tell)', async () => {
    expect(loadsLibvips(await solid('jpeg'), 'image/jpeg')).toBe(true);
  }, 30_000);
});
