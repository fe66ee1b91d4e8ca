import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute } from 'node:path';

/** Raised for inputs that name nothing: a usage error, before anything is rendered. */
export class NoInputs extends Error {}

/**
 * Whether an input is a pattern to expand: it has glob characters and is not itself the name of
 * a file (`[id].tsx`, a Next.js route, is a file name).
 */
export function isPattern(input: string): boolean {
  return /[*?[\]{}]/.test(input) && !existsSync(input);
}

/**
 * The files named on the command line, in order and each once: a pattern (`'src/**\/*.ts'`,
 * quoted so the shell leaves it to us) expands to the files it matches, sorted, outside
 * `node_modules` and hidden folders; a plain path is kept as given (a missing one fails when
 * read, as one file of the batch). A pattern matching nothing is an error. A file reached twice
 * (through a link to a folder, `ln -s .. up`, or named twice) is rendered once, by its first path.
 */
export async function expandInputs(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    if (!isPattern(input)) {
      files.push(input);
      continue;
    }
    // Loaded only for a pattern: one file's start-up does not pay for it.
    const { glob } = await import('tinyglobby');
    const matched = await glob(input, {
      onlyFiles: true,
      ignore: ['**/node_modules/**'],
      expandDirectories: false,
      // Paths as the user wrote the pattern: absolute for an absolute one, else from here.
      absolute: isAbsolute(input),
    });
    if (matched.length === 0) throw new NoInputs(`no files match ${input}`);
    files.push(...matched.sort());
  }
  const seen = new Set<string>();
  return files.filter((file) => {
    const real = realPathOf(file);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** The file's path with every link resolved; a missing file (an error when read) keeps its own. */
function realPathOf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}
