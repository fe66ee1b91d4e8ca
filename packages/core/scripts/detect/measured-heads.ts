import { loadDetectionSet } from '../../bench/_detect-set.mjs';

/*
 * The first lines of every file the detector is measured or tuned on. A project may copy
 * another's files (a vendored library, a sample pasted into docs): training skips any file
 * whose first lines are one of these, so no measured file is learnt under another name.
 */

/** Text compared without trailing white space, as the fixtures end with a newline. */
export const comparableHead = (text: string): string => text.replace(/\s+$/, '');

export function measuredHeads(): Set<string> {
  const roles = ['tune', 'test', 'holdout'] as const;
  return new Set(roles.flatMap((role) => loadDetectionSet(role).files.map((sample) => comparableHead(sample.text))));
}
