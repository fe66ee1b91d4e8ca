import { availableParallelism } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { inLanes } from '../build/in-lanes.js';
import type { CodeOptions } from '../cards/code/options.js';
import { GlyphcastError } from '../errors.js';
import { languageFromPath } from '../highlight/language-from-path.js';
import { MAX_CODE_LENGTH } from '../options/input-limits.js';
import { renderCodeWithInfo } from '../pipeline/render-functions.js';
import { threadsFromEnvironment } from '../workers/render-pool.js';
import { closeRendering, configureRendering } from '../workers/shared-pool.js';
import { batchProgress } from './batch-progress.js';
import { commonFolder } from './common-folder.js';
import { describeLanguage } from './describe-language.js';
import { expandInputs, NoInputs } from './expand-inputs.js';
import { readInputFile, utf8Bytes } from './read-input-file.js';
import { decodeSource, withoutReplacementBoxes } from './source-text.js';
import { UsageError } from './usage-error.js';
import { warningLine } from './warning-line.js';
import { writeOutputFile } from './write-output-file.js';

interface BatchOptions {
  /** Where the images go, keeping each file's path below the files' common folder; none: beside each file. */
  outDir: string | undefined;
  /** The file extension to write (png, jpg, webp…). */
  extension: string;
  /** Says which flag a render error is about. */
  flagFor: (field: string | undefined) => string | undefined;
}

/** Where a file's image goes: `<out-dir>/<its path below the files' common folder>.<ext>`, or beside it. */
function targetOf(file: string, base: string, options: BatchOptions): string {
  if (options.outDir === undefined) return `${file}.${options.extension}`;
  return join(options.outDir, `${relative(base, resolve(file))}.${options.extension}`);
}

function reasonOf(error: unknown, options: BatchOptions): string {
  if (error instanceof GlyphcastError) {
    const flag = options.flagFor(error.field);
    return flag ? `${flag}: ${error.message}` : error.message;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'a folder, not a file (give a pattern such as "dir/**/*.ts")';
  return (error as Error).message;
}

/**
 * Workers for a batch: one core is left to the calling thread, which reads and writes the files
 * and compresses large images' strips on the thread pool meanwhile. On two cores, one worker
 * wrote the server's 77 sources as fast as two (4.0-4.2 s) in two thirds of the memory
 * (~310 MB against ~470 MB: each worker holds its own grammars, fonts and buffers).
 */
function batchThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Renders many files on the worker pool, a few per core at once: a progress bar on a terminal
 * (a line per file otherwise), past any file that fails, then a summary. Exit status 0 when
 * every file was written, 1 when any failed.
 */
export async function runBatch(inputs: string[], params: Record<string, unknown>, options: BatchOptions) {
  const files = await expandInputs(inputs).catch((error: unknown) => {
    throw error instanceof NoInputs ? new UsageError(error.message) : error;
  });
  const base = commonFolder(files);
  await configureRendering({ threads: threadsFromEnvironment() ?? batchThreads() });
  const progress = batchProgress(files.length);
  const failures: string[] = [];
  const started = performance.now();
  const renderFile = async (index: number) => {
    const file = files[index] as string;
    const fileStarted = performance.now();
    try {
      const bytes = await readInputFile(file, utf8Bytes(MAX_CODE_LENGTH));
      const { text: code, warning: encodingWarning } = decodeSource(bytes, 'the file', MAX_CODE_LENGTH);
      const result = await renderCodeWithInfo({
        ...params,
        code,
        language: (params.language as string | undefined) ?? languageFromPath(file) ?? 'auto',
        // Each card is titled with its file's name, as for one file; `--title ''` leaves it out.
        ...(params.window !== 'none' && params.title === undefined ? { title: basename(file) } : {}),
      } as CodeOptions);
      const target = targetOf(file, base, options);
      await writeOutputFile(target, result.image);
      if (encodingWarning) progress.note(`glyphcast: warning: ${file}: ${encodingWarning}`);
      const nameOf = (field: string) => (field === 'code' ? file : `${file}: ${options.flagFor(field) ?? field}`);
      const warnings = encodingWarning ? withoutReplacementBoxes(result.warnings) : result.warnings;
      for (const warning of warnings) progress.note(warningLine(warning, nameOf));
      const took = Math.round(performance.now() - fileStarted);
      const language = describeLanguage(result);
      progress.done(file, `wrote ${target}: ${result.width}×${result.height}, ${language} in ${took} ms`);
    } catch (error) {
      failures.push(file);
      progress.failed(file, reasonOf(error, options));
    }
  };
  // A few renders per core in flight keep every worker busy while files are read and written.
  await inLanes(files.length, 2 * availableParallelism(), renderFile);
  progress.finish();
  await closeRendering();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const written = files.length - failures.length;
  const where = options.outDir === undefined ? 'beside each file' : `in ${options.outDir}`;
  console.error(
    failures.length === 0
      ? `glyphcast: wrote ${written} image${written === 1 ? '' : 's'} ${where} in ${seconds} s`
      : `glyphcast: wrote ${written} of ${files.length} images ${where} in ${seconds} s; ${failures.length} failed: ${failures.join(', ')}`,
  );
  return failures.length === 0 ? 0 : 1;
}
