import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import { isFolder } from '../build/make-folder.js';
import type { CodeOptions } from '../cards/code/options.js';
import type { OgOptions } from '../cards/og/options.js';
import { GlyphcastError } from '../errors.js';
import { languageFromPath } from '../highlight/language-from-path.js';
import { fileExtensionOf, IMAGE_FORMATS, type ImageFormat } from '../options/image-format.js';
import { MAX_CODE_LENGTH } from '../options/input-limits.js';
import { renderCodeWithInfo, renderOgWithInfo } from '../pipeline/render-functions.js';
import { configureRendering } from '../workers/shared-pool.js';
import { describeLanguage } from './describe-language.js';
import { isPattern } from './expand-inputs.js';
import { optionsFromFlags, parseArgsOptions } from './flag-values.js';
import { CODE_FLAGS, type FlagSet, flagDefault, OG_FLAGS, RENDER_FLAGS } from './flags.js';
import { readInputFile, utf8Bytes } from './read-input-file.js';
import { decodeSource, withoutReplacementBoxes } from './source-text.js';
import { UsageError } from './usage-error.js';
import { warningLine } from './warning-line.js';
import { UnwritableOutput, writeOutputFile } from './write-output-file.js';

const VERSION = '0.1.0';

function mainHelp(): string {
  return `glyphcast ${VERSION}: code screenshots and Open Graph images from the command line

Usage:
  glyphcast code <file | -> [options] [-o out.png]
  glyphcast code <files or 'patterns'…> [options] [--out-dir shots/]
  glyphcast og --title <text> [options] [-o og.png]
  glyphcast render <card.html | card.json | card.jsx> [--props <json>] [options] [-o card.png]
  glyphcast pages <pages or 'patterns'…> --out-dir <folder> [options]

Commands:
  code    render source code as a syntax-highlighted image
  og      render a 1200×630 Open Graph card
  render  render a design of your own (HTML, a JSON element tree, or JSX)
  pages   an Open Graph image for every Markdown, MDX or HTML page of a site (cached between builds)

Run "glyphcast <command> --help" for the options.`;
}

function optionRows(set: FlagSet): string {
  return set.flags
    .map((flag) => {
      const name = `--${flag.flag}${flag.placeholder ? ` <${flag.placeholder}>` : ''}`;
      const shown = flagDefault(set, flag);
      // At least one space after a long flag, whatever its length.
      return `  ${name.padEnd(29)} ${flag.description} (${flag.required ? 'required' : `default: ${shown.text}`})`;
    })
    .join('\n');
}

function codeHelp(): string {
  return `Usage: glyphcast code <file | -> [options]
       glyphcast code <files or 'patterns'…> [options] [--out-dir <folder>]

Renders a source file (or standard input, "-") as a syntax-highlighted image. Given several
files, or a quoted pattern such as 'src/**/*.ts', renders them all on every core, with a
progress bar, past any that fails; the exit status is 1 if any failed.

Options:
${optionRows(CODE_FLAGS)}
  ${'-o, --output <file>'.padEnd(30)}where to write the image; "-" for standard output (default: <file>.<format>, or code.<format> for standard input)
  ${'--out-dir <folder>'.padEnd(30)}for several files: write each image there, at its file's path below the files' common folder (default: beside each file)
  ${'-h, --help'.padEnd(30)}show this help`;
}

function ogHelp(): string {
  return `Usage: glyphcast og --title <text> [options]

Renders a 1200×630 Open Graph card.

Options:
${optionRows(OG_FLAGS)}
  ${'-o, --output <file>'.padEnd(30)}where to write the image; "-" for standard output (default: og.<format>)
  ${'-h, --help'.padEnd(30)}show this help`;
}

function renderHelp(): string {
  return `Usage: glyphcast render <card.html | card.json | card.jsx | card.tsx> [options]

Renders a design of your own: HTML with inline styles and <style> blocks, a JSON element tree
({ "type", "props": { "style", "children" } }), or a JSX/TSX module whose default export is a
component (called with --props) or an element (JSX is compiled by esbuild from your project).
{{name}} in HTML or JSON is filled with the prop of that name (as text, never markup).

Options:
${optionRows(RENDER_FLAGS)}
  ${'--props <json>'.padEnd(30)}the design's props, a JSON object such as '{"title":"Hello"}' (default: none)
  ${'--font <name=file>'.padEnd(30)}a font the design names, TTF, OTF or WOFF: Brand=brand.ttf, Brand=bold.ttf:700, Brand=it.ttf:400:italic; repeat for more (default: Inter)
  ${'-o, --output <file>'.padEnd(30)}where to write the image; "-" for standard output (default: <file>.<format> beside the design)
  ${'-h, --help'.padEnd(30)}show this help`;
}

/** Standard input, up to what the longest code may take (`cat /dev/zero |` is refused, not read). */
function readStdin(): Promise<Buffer> {
  const maxBytes = utf8Bytes(MAX_CODE_LENGTH);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    process.stdin.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) {
        process.stdin.destroy();
        reject(new UsageError(`standard input is larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    process.stdin.on('end', () => resolve(Buffer.concat(chunks)));
    process.stdin.on('error', reject);
  });
}

/**
 * The format to write: the one `-o`'s extension names, else `--format`, else png. An extension
 * that names no format glyphcast writes, or one that disagrees with `--format`, is an error:
 * never a file whose name says one format and whose bytes are another.
 */
function outputFormat(output: string | undefined, given: unknown): string {
  const extension = output && output !== '-' ? extname(output).slice(1).toLowerCase() : '';
  if (!extension) return typeof given === 'string' ? given : 'png';
  const named = extension === 'jpg' ? 'jpeg' : extension;
  if (!(IMAGE_FORMATS as readonly string[]).includes(named)) {
    throw new UsageError(
      `-o ${output}: glyphcast writes ${IMAGE_FORMATS.join(', ')} (.jpg too), not .${extension}; name the file for one of them`,
    );
  }
  if (typeof given === 'string' && given !== named) {
    throw new UsageError(
      `--format ${given} disagrees with -o ${output}, a .${extension} file; drop one or make them agree`,
    );
  }
  return named;
}

/** Parses a command's flags into its render parameters (only the flags given). */
function parseFlags(set: FlagSet, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...parseArgsOptions(set),
      output: { type: 'string', short: 'o' },
      'out-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  return {
    params: optionsFromFlags(set, values),
    positionals,
    output: values.output as string | undefined,
    outDir: values['out-dir'] as string | undefined,
    help: Boolean(values.help),
  };
}

async function writeImage(target: string, image: Buffer, summary: string, started: number): Promise<void> {
  if (target === '-') {
    process.stdout.write(image);
    return;
  }
  await writeOutputFile(target, image);
  const took = Math.round(performance.now() - started);
  console.error(`wrote ${target}: ${summary}, ${(image.length / 1024).toFixed(0)} kB in ${took} ms`);
}

async function runCode(args: string[]): Promise<number> {
  const { params, positionals, output, outDir, help } = parseFlags(CODE_FLAGS, args);
  if (help) {
    console.log(codeHelp());
    return 0;
  }
  const [input, ...extra] = positionals;
  if (!input) throw new UsageError('give a file to render, or - for standard input (see glyphcast code --help)');
  if (outDir !== undefined || extra.length > 0 || isPattern(input)) {
    if (output !== undefined) throw new UsageError('-o names one image; for several files, give --out-dir <folder>');
    if (positionals.includes('-')) throw new UsageError('standard input ("-") is one input: render it on its own');
    params.format = outputFormat(undefined, params.format);
    const extension = fileExtensionOf(params.format as ImageFormat);
    // Each command's own modules load with it: one file's render never pays for the batch's,
    // the design renderer's or the page reader's (yaml alone took ~20 ms of the start).
    const { runBatch } = await import('./run-batch.js');
    return runBatch(positionals, params, { outDir, extension, flagFor: (field) => flagFor(CODE_FLAGS, field) });
  }

  const fromStdin = input === '-';
  params.format = outputFormat(output, params.format);
  if (!fromStdin) params.language ??= languageFromPath(input);
  // A file's card is titled with its name, as an editor's window is; `--title ''` leaves it out.
  if (!fromStdin && params.window !== 'none') params.title ??= basename(input);
  const source = fromStdin ? 'standard input' : input;
  if (!fromStdin && (await isFolder(input)))
    throw new UsageError(`${input} is a folder; to render the files in it, give a pattern such as '${input}/**/*.ts'`);
  const bytes = fromStdin ? await readStdin() : await readInputFile(input, utf8Bytes(MAX_CODE_LENGTH));
  const { text, warning: encodingWarning } = decodeSource(bytes, source, MAX_CODE_LENGTH);
  if (encodingWarning) console.error(`glyphcast: warning: ${encodingWarning}`);
  params.code = text;
  if (params.language === undefined) delete params.language;

  const started = performance.now();
  const result = await renderCodeWithInfo(params as CodeOptions);
  const nameOf = (field: string) => (field === 'code' ? source : (flagFor(CODE_FLAGS, field) ?? field));
  const warnings = encodingWarning ? withoutReplacementBoxes(result.warnings) : result.warnings;
  for (const warning of warnings) console.error(warningLine(warning, nameOf));
  const target = output ?? `${fromStdin ? 'code' : input}.${fileExtensionOf(result.format)}`;
  const language = describeLanguage(result);
  await writeImage(target, result.image, `${result.width}×${result.height} ${result.format}, ${language}`, started);
  return 0;
}

async function runOg(args: string[]): Promise<number> {
  const { params, positionals, output, outDir, help } = parseFlags(OG_FLAGS, args);
  if (help) {
    console.log(ogHelp());
    return 0;
  }
  if (outDir !== undefined)
    throw new UsageError('--out-dir is for glyphcast code with several files; og writes one card (-o)');
  if (positionals.length)
    throw new UsageError(`og takes no file, received ${positionals.join(' ')} (see glyphcast og --help)`);
  if (params.title === undefined) throw new UsageError('give the card a --title (see glyphcast og --help)');
  params.format = outputFormat(output, params.format);
  const started = performance.now();
  const result = await renderOgWithInfo(params as OgOptions);
  for (const warning of result.warnings)
    console.error(warningLine(warning, (field) => flagFor(OG_FLAGS, field) ?? field));
  const target = output ?? `og.${fileExtensionOf(result.format)}`;
  await writeImage(target, result.image, `${result.width}×${result.height} ${result.format}`, started);
  return 0;
}

async function runRender(args: string[]): Promise<number> {
  const { renderCommand, renderDesignFile } = await import('./run-render.js');
  const { help, positionals, params, props, output } = await renderCommand(args);
  if (help) {
    console.log(renderHelp());
    return 0;
  }
  const [input, ...extra] = positionals;
  if (!input)
    throw new UsageError('give a design file to render: .html, .json, .jsx or .tsx (see glyphcast render --help)');
  if (extra.length) throw new UsageError(`render takes one design file, received ${positionals.join(' ')}`);
  params.format = outputFormat(output, params.format);
  const started = performance.now();
  const { result, defaultOutput } = await renderDesignFile(input, props, params);
  for (const warning of result.warnings)
    console.error(warningLine(warning, (field) => flagFor(RENDER_FLAGS, field) ?? field));
  const target = output ?? defaultOutput(fileExtensionOf(result.format));
  await writeImage(target, result.image, `${result.width}×${result.height} ${result.format}`, started);
  return 0;
}

/** The flag a user typed for a schema field, so errors speak the CLI's language. */
function flagFor(set: FlagSet, field: string | undefined): string | undefined {
  const flag = set.flags.find((candidate) => field === candidate.option || field?.startsWith(`${candidate.option}[`));
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
    if (command === 'pages') {
      const { pagesHelp, runPages } = await import('./run-pages.js');
      return await runPages(rest, () => pagesHelp(optionRows(OG_FLAGS)));
    }
    if (command === 'code' || command === 'og' || command === 'render') {
      // One render: the calling thread is quicker than starting a worker (a batch starts its pool).
      await configureRendering({ threads: 0 });
      if (command === 'render') return await runRender(rest);
      return command === 'code' ? await runCode(rest) : await runOg(rest);
    }
    throw new UsageError(`unknown command "${command}" (see glyphcast --help)`);
  } catch (error) {
    if (error instanceof GlyphcastError) {
      const flags =
        command === 'og' || command === 'pages' ? OG_FLAGS : command === 'render' ? RENDER_FLAGS : CODE_FLAGS;
      const flag = flagFor(flags, error.field);
      console.error(`glyphcast: ${flag ? `${flag}: ` : ''}${error.message}`);
      return error.isUserError ? 2 : 1;
    }
    if (error instanceof UnwritableOutput) {
      console.error(`glyphcast: ${error.message}`);
      return 1;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`glyphcast: ${(error as Error).message}`);
      return 2;
    }
    console.error(`glyphcast: unexpected error: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
