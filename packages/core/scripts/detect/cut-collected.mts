import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { excerptOf } from './excerpts.ts';

/*
 * The hand-collected part of the evaluation set (test/fixtures/detect/tune/collected/: files from
 * public repositories for languages no reachable package ships enough of, sources in its
 * manifest): writes the excerpt of each file, the same way make-eval-set.mts does.
 * Run: npx tsx scripts/detect/cut-collected.mts
 */

const ROOT = resolve(import.meta.dirname, '../../test/fixtures/detect/tune/collected');
for (const language of readdirSync(join(ROOT, 'files'))) {
  mkdirSync(join(ROOT, 'excerpts', language), { recursive: true });
  for (const name of readdirSync(join(ROOT, 'files', language))) {
    const text = readFileSync(join(ROOT, 'files', language, name), 'utf8');
    const excerpt = excerptOf(text, `collected/${name}`, language);
    if (!excerpt) throw new Error(`${language}/${name} has no excerpt worth taking`);
    writeFileSync(join(ROOT, 'excerpts', language, name), `${excerpt}\n`);
  }
}
