import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * Japanese and Traditional Chinese letterforms come in a package of their own,
 * @glyphcast/fonts-cjk (6 MB), installed beside the core when a site's text needs them: the
 * core's install stays within its budget for everyone else (docs/decisions.md). Found once,
 * from wherever the core is installed.
 */

interface RegionalFonts {
  folder: string;
  version: string;
}

let found: RegionalFonts | null | undefined;

/** The installed @glyphcast/fonts-cjk: its fonts folder and version, or undefined. */
export function regionalFonts(): RegionalFonts | undefined {
  if (found === undefined) {
    try {
      const manifest = createRequire(import.meta.url).resolve('@glyphcast/fonts-cjk/package.json');
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      found = { folder: join(dirname(manifest), 'fonts'), version };
    } catch {
      found = null;
    }
  }
  return found ?? undefined;
}
