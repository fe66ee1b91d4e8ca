/*
 * Packs Twemoji's 3,700 SVG files (@twemoji/svg, graphics CC-BY 4.0) into `emoji/`, which the
 * package ships: one file of brotli-compressed SVGs and an index of where each one is. As
 * separate files they take 17 MB on disk (a 4 kB block each); packed, about 2 MB. Runs in
 * `pnpm build`, so @twemoji/svg is a build-time dependency only.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const source = dirname(require.resolve('@twemoji/svg/package.json'));
const target = join(import.meta.dirname, '..', 'emoji');
const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
const notice = `Twemoji ${version} graphics by Twitter, Inc and other contributors, licensed under the Creative Commons Attribution 4.0 International licence (CC-BY 4.0).\nPacked from the @twemoji/svg npm package by glyphcast's scripts/bundle-emoji.mjs.\n`;
// Packing takes ~10 s: skipped when this version is packed already.
if (existsSync(join(target, 'NOTICE')) && readFileSync(join(target, 'NOTICE'), 'utf8') === notice) {
  console.log(`bundle-emoji: Twemoji ${version} is packed already`);
  process.exit(0);
}
mkdirSync(target, { recursive: true });

const index = {};
const chunks = [];
let offset = 0;
for (const file of readdirSync(source)
  .filter((name) => name.endsWith('.svg'))
  .sort()) {
  const packed = brotliCompressSync(readFileSync(join(source, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  index[file.slice(0, -'.svg'.length)] = [offset, packed.length];
  chunks.push(packed);
  offset += packed.length;
}
writeFileSync(join(target, 'twemoji.bin'), Buffer.concat(chunks));
writeFileSync(join(target, 'twemoji.json'), JSON.stringify(index));
writeFileSync(join(target, 'NOTICE'), notice);
console.log(`bundle-emoji: ${chunks.length} pictures, ${(offset / 1e6).toFixed(1)} MB packed`);
