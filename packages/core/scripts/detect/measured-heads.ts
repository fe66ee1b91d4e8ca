import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The first lines of every file the detector is measured or tuned on. A project may copy
 * another's files (a vendored library, a sample pasted into docs): training skips any file
 * whose first lines are one of these, so no measured file is learnt under another name.
 */

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/detect');

/** Text compared without trailing white space, as the fixtures end with a newline. */
export const comparableHead = (text: string): string => text.replace(/\s+$/, '');

export function measuredHeads(): Set<string> {
  const heads = new Set<string>();
  for (const role of ['tune', 'test', 'holdout']) {
    for (const base of [join(FIXTURES, role), join(FIXTURES, role, 'collected')]) {
      const root = join(base, 'files');
      if (!existsSync(root)) continue;
      for (const language of readdirSync(root))
        for (const name of readdirSync(join(root, language)))
          heads.add(comparableHead(readFileSync(join(root, language, name), 'utf8')));
    }
  }
  return heads;
}
