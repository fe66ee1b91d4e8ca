import { dirname, resolve, sep } from 'node:path';

/** The deepest folder holding every file: images keep their paths below it. */
export function commonFolder(files: readonly string[]): string {
  const folders = files.map((file) => resolve(dirname(file)).split(sep));
  const first = folders[0] ?? [];
  let depth = first.length;
  for (const folder of folders) {
    let same = 0;
    while (same < depth && folder[same] === first[same]) same++;
    depth = same;
  }
  return first.slice(0, depth).join(sep) || sep;
}
