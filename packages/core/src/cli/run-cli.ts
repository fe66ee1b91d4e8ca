import { readFile, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { GlyphcastError } from '../errors.js';
import { type CodeOptions, IMAGE_FORMATS } from '../options/code-options.js';
import { renderCodeWithInfo } from '../render-code.js';
import { configureRendering } from '../workers/shared-pool.js';
import { CODE_FLAGS, type CodeFlag, defaultOf } from './code-flags.js';
import { languageFromPath } from './language-from-path.js';
import { parseLineList } from './parse-line-list.js';

const VERSION = '0.1.0';

class UsageError extends Error {}

function mainHelp(): string {
  return `glyphcast ${VERSION}: code screenshots from the command line

Usage:
  glyphcast code <file | -> [options] [-o out.png]

Commands:
  code    render source code as a syntax-highlighted image

Run "glyphcast code --help" for the options.`;
}

function codeHelp(): string {
  const rows = CODE_FLAGS.map((flag) => {
    const name = `--${flag.flag}${flag.placeholder ? ` <${flag.placeholder}>` : ''}`;
    const fallback = defaultOf(flag.option);
    const shown = Array.isArray(fallback) ? (fallback.length ? fallback.join(',') : 'none') : String(fallback);
    return `  ${name.padEnd(30)}${flag.description} (default: ${shown})`;
  });
  return `Usage: glyphcast code <file | -> [options]

Renders a source file (or standard input, "-") as a syntax-highlighted image.

Options:
${rows.join('\n')}
  ${'-o, --output <file>'.padEnd(30)}where to write the image; "-" for standard output (default: <file>.<format>, or code.<format> for standard input)
  ${'-h, --help'.padEnd(30)}show this help`;
}

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

function flagValue(flag: CodeFlag, raw: string | boolean): unknown {
  if (flag.type === 'boolean' || typeof raw === 'boolean') return raw;
  if (flag.type === 'integer') {
    if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`--${flag.flag} must be a whole number, received "${raw}"`);
    return Number(raw);
  }
  if (flag.type === 'lines') {
    const lines = parseLineList(raw);
    if (typeof lines === 'string') throw new UsageError(`--${flag.flag}: ${lines}`);
    return lines;
  }
  return raw;
}

function formatFromPath(path: string): string | undefined {
  const extension = extname(path).slice(1).toLowerCase();
  const format = extension === 'jpg' ? 'jpeg' : extension;
  return (IMAGE_FORMATS as readonly string[]).includes(format) ? format : undefined;
}

async function runCode(args: string[]): Promise<number> {
  const options = Object.fromEntries(
    CODE_FLAGS.map((flag) => [flag.flag, { type: flag.type === 'boolean' ? 'boolean' : 'string' } as const]),
  );
  const { values, positionals } = parseArgs({
    args,
    options: { ...options, output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(codeHelp());
    return 0;
  }
  const [input, ...extra] = positionals;
  if (!input) throw new UsageError('give a file to render, or - for standard input (see glyphcast code --help)');
  if (extra.length) throw new UsageError(`one input at a time, received also ${extra.join(' ')}`);

  const params: Record<string, unknown> = {};
  for (const flag of CODE_FLAGS) {
    const raw = (values as Record<string, string | boolean | undefined>)[flag.flag];
    if (raw !== undefined) params[flag.option] = flagValue(flag, raw);
  }
  const fromStdin = input === '-';
  const output = (values.output as string | undefined) ?? undefined;
  params.format ??= (output && output !== '-' && formatFromPath(output)) || 'png';
  if (!fromStdin) params.language ??= languageFromPath(input);
  params.code = fromStdin
    ? await readStdin()
    : await readFile(input, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(
          error.code === 'ENOENT' ? `no such file: ${input}` : `cannot read ${input}: ${error.message}`,
        );
      });
  if (params.language === undefined) delete params.language;

  const started = performance.now();
  const result = await renderCodeWithInfo(params as CodeOptions);
  const target = output ?? `${fromStdin ? 'code' : input}.${result.format === 'jpeg' ? 'jpg' : result.format}`;
  if (target === '-') {
    process.stdout.write(result.image);
  } else {
    await writeFile(target, result.image);
    const took = Math.round(performance.now() - started);
    console.error(
      `wrote ${target}: ${result.width}×${result.height} ${result.format}, ${result.language}${result.detected ? ' (detected)' : ''}, ${(result.image.length / 1024).toFixed(0)} kB in ${took} ms`,
    );
  }
  return 0;
}

/** The flag a user typed for a schema field, so errors speak the CLI's language. */
function flagFor(field: string | undefined): string | undefined {
  const flag = CODE_FLAGS.find((candidate) => field === candidate.option || field?.startsWith(`${candidate.option}[`));
  return flag && `--${flag.flag}`;
}

/** Runs the CLI and returns its exit code: 0 done, 1 render error, 2 usage error. */
export async function runCli(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (!command || command === '--help' || command === '-h') {
      console.log(mainHelp());
      return command ? 0 : 2;
    }
    if (command === '--version' || command === '-v') {
      console.log(VERSION);
      return 0;
    }
    if (command === 'code') {
      // One render: the calling thread is quicker than starting a worker.
      await configureRendering({ threads: 0 });
      return await runCode(rest);
    }
    throw new UsageError(`unknown command "${command}" (see glyphcast --help)`);
  } catch (error) {
    if (error instanceof GlyphcastError) {
      const flag = flagFor(error.field);
      console.error(`glyphcast: ${flag ? `${flag}: ` : ''}${error.message}`);
      return error.isUserError ? 2 : 1;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`glyphcast: ${(error as Error).message}`);
      return 2;
    }
    console.error(`glyphcast: unexpected error: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
