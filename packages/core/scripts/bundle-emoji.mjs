/*
 * Packs Twemoji's 3,700 SVG files (@twemoji/svg, graphics CC-BY 4.0) into `emoji/`, which the
 * package ships: one file of brotli-compressed SVGs and an index of where each one is. As
 * separate files they take 17 MB on disk (a 4 kB block each); packed, about 2 MB. Runs in
 * `pnpm build`, so @twemoji/svg is a build-time dependency only.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { cacheKey, fromCache, toCache } from './build-cache.mjs';

const require = createRequire(import.meta.url);
const source = dirname(require.resolve('@twemoji/svg/package.json'));
const target = join(import.meta.dirname, '..', 'emoji');
const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
const notice = `Twemoji ${version} graphics by Twitter, Inc and other contributors, licensed under the Creative Commons Attribution 4.0 International licence (CC-BY 4.0).\nPacked from the @twemoji/svg npm package by glyphcast's scripts/bundle-emoji.mjs.\n`;
// Packing takes ~10 to 18 s: skipped when this version is packed already, and kept in the
// machine's build cache (build-cache.mjs) for the next clone.
if (existsSync(join(target, 'NOTICE')) && readFileSync(join(target, 'NOTICE'), 'utf8') === notice) {
  console.log(`bundle-emoji: Twemoji ${version} is packed already`);
  process.exit(0);
}
mkdirSync(target, { recursive: true });

const files = readdirSync(source)
  .filter((name) => name.endsWith('.svg'))
  .sort();
const pictures = files.map((file) => readFileSync(join(source, file)));
const key = cacheKey('emoji', ...files, ...pictures);

/** The packed file and its index, when each picture unpacks from the place the index gives. */
function cachedPack() {
  const indexBytes = fromCache(key, 'twemoji.json', () => true);
  if (!indexBytes) return undefined;
  const index = JSON.parse(indexBytes.toString('utf8'));
  const packed = fromCache(key, 'twemoji.bin', (bytes) =>
    files.every((file, at) => {
      const [offset, length] = index[file.slice(0, -'.svg'.length)] ?? [0, 0];
      return brotliDecompressSync(bytes.subarray(offset, offset + length)).equals(pictures[at]);
    }),
  );
  return packed && { packed, indexBytes };
}

let pack = cachedPack();
if (!pack) {
  const index = {};
  const chunks = [];
  let offset = 0;
  files.forEach((file, at) => {
    const packed = brotliCompressSync(pictures[at], { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    index[file.slice(0, -'.svg'.length)] = [offset, packed.length];
    chunks.push(packed);
    offset += packed.length;
  });
  pack = { packed: Buffer.concat(chunks), indexBytes: Buffer.from(JSON.stringify(index)) };
  toCache(key, 'twemoji.bin', pack.packed);
  toCache(key, 'twemoji.json', pack.indexBytes);
}
writeFileSync(join(target, 'twemoji.bin'), pack.packed);
writeFileSync(join(target, 'twemoji.json'), pack.indexBytes);
writeFileSync(join(target, 'NOTICE'), notice);
console.log(`bundle-emoji: ${files.length} pictures, ${(pack.packed.length / 1e6).toFixed(1)} MB packed`);
