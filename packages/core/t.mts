import fc from 'fast-check';
import sharp from 'sharp';
import { GlyphcastError, renderCodeWithInfo, renderOgWithInfo } from './src/index.ts';
import { codeOptions, ogOptions } from './test/fuzz/_arbitraries.ts';

const bad: string[] = [];
let ok = 0;
for (const [arb, fn, n] of [
  [codeOptions, renderCodeWithInfo, 400],
  [ogOptions, renderOgWithInfo, 300],
] as const) {
  for (const o of fc.sample(arb as any, n)) {
    try {
      const r = await (fn as any)(o);
      const m = await sharp(r.image).metadata();
      if (m.width !== r.width || m.height !== r.height || m.format !== r.format)
        bad.push('size ' + JSON.stringify(o).slice(0, 200));
      ok++;
    } catch (e: any) {
      if (!(e instanceof GlyphcastError) || !e.isUserError)
        bad.push(String(e?.message).slice(0, 200) + ' :: ' + JSON.stringify(o).slice(0, 300));
    }
  }
}
console.log('ok', ok, 'bad', bad.length);
console.log(bad.slice(0, 10).join('\n'));
process.exit(0);
