import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Files the package ships beside its code (`fonts/`, `emoji/`), made by `pnpm build` from
 * build-time dependencies: found from this module whether it runs from `src/assets/` (tests)
 * or from the `dist/` bundle.
 */

function packageRoot(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error('glyphcast: cannot find the package folder of @glyphcast/core');
    directory = parent;
  }
  return directory;
}

const ROOT = packageRoot();

/** The path of a file the package ships; a checkout that was never built has none. */
export function packageFile(...parts: string[]): string {
  const path = join(ROOT, ...parts);
  if (!existsSync(path)) throw new Error(`glyphcast: ${path} is missing; run pnpm build, which makes it`);
  return path;
}
