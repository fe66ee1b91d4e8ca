/*
 * The renderer's version: a hash of everything that decides the pixels of an image for given
 * parameters, taken when the core is built (tsup and vitest define it as
 * `__GLYPHCAST_RENDERER_VERSION__`). The server puts it into every ETag and cache key, so an
 * upgrade that draws anything differently is never served from an old cache, and one that
 * draws the same keeps them. The CLI's code does not draw and is left out.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';

/**
 * Folders of the core whose files decide pixels: its code, bundled fonts, emoji and models, and
 * the grammars' expressions as the build converted them (they decide the colours).
 */
const DRAWING_FOLDERS = ['src', 'fonts', 'emoji', 'models', 'regexes'];
/** Code that does not draw: the command line around the library. */
const NOT_DRAWING = [`src${sep}cli${sep}`];
/** Libraries that draw, shape, lay out or colour: their versions count as much as our code. */
const DRAWING_LIBRARIES = [
  '@resvg/resvg-js',
  'bidi-js',
  'color-string',
  'css-tree',
  'get-east-asian-width',
  'harfbuzzjs',
  'htmlparser2',
  'sharp',
  'shiki',
  'tailwindcss',
  'yoga-layout',
];

function filesUnder(root, folder) {
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  return readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)))
    .filter((path) => !NOT_DRAWING.some((prefix) => path.startsWith(prefix)));
}

/** The installed version of a library, as the core at `root` resolves it. */
function libraryVersion(root, name) {
  try {
    const require = createRequire(join(root, 'package.json'));
    return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** 16 characters of SHA-256 over the drawing files (path and bytes) and the drawing libraries' versions. */
export function rendererVersion(root = join(import.meta.dirname, '..'), read = (path) => readFileSync(path)) {
  const digest = createHash('sha256');
  const files = DRAWING_FOLDERS.flatMap((folder) => filesUnder(root, folder)).sort();
  for (const path of files) {
    const bytes = read(join(root, path));
    digest.update(`${path.split(sep).join('/')}\0${bytes.length}\0`);
    digest.update(bytes);
  }
  for (const name of DRAWING_LIBRARIES) digest.update(`${name}@${libraryVersion(root, name)}\0`);
  return digest.digest('base64url').slice(0, 16);
}

if (process.argv[1] === import.meta.filename) console.log(rendererVersion());
