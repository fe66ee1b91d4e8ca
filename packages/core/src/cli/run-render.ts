import { basename, dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DesignFont, DesignOptions } from '../cards/design/options.js';
import { MAX_FONT_BYTES } from '../options/input-limits.js';
import { renderElementWithInfo, renderHtmlWithInfo } from '../pipeline/render-design.js';
import { optionsFromFlags, parseArgsOptions } from './flag-values.js';
import { RENDER_FLAGS } from './flags.js';
import { loadDesign, type Props } from './load-design.js';
import { readInputFile } from './read-input-file.js';
import { UsageError } from './usage-error.js';

/*
 * `glyphcast render card.html --props '{"title":"…"}' -o card.png`: a design of one's own,
 * from HTML, a JSON element tree or a JSX module, at 1200×630 unless told otherwise.
 */

const RENDER_DEFAULTS = { width: 1200, height: 630 };

/** `--font Brand=brand.ttf`, `--font Brand=brand-bold.ttf:700`, `--font Brand=brand-italic.ttf:400:italic`. */
async function readFont(spec: string): Promise<DesignFont> {
  const match = /^([^=]+)=(.+?)(?::(\d{3}))?(?::(italic|normal))?$/.exec(spec);
  if (!match) throw new UsageError(`--font takes name=file[:weight[:italic]], received "${spec}"`);
  const [, name, file, weight, style] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
  ];
  const data = await readInputFile(file, MAX_FONT_BYTES, `--font ${spec}: ${file}`);
  return { name, data, weight: weight ? Number(weight) : 400, style: style === 'italic' ? 'italic' : 'normal' };
}

function parseProps(text: string | undefined): Props {
  if (text === undefined) return {};
  let props: unknown;
  try {
    props = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--props must be a JSON object such as '{"title":"Hello"}': ${(error as Error).message}`);
  }
  if (!props || typeof props !== 'object' || Array.isArray(props))
    throw new UsageError('--props must be a JSON object such as \'{"title":"Hello"}\'');
  return props as Props;
}

/** Reads the command line into the design's options; the file's own options come from flags. */
export async function renderCommand(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...parseArgsOptions(RENDER_FLAGS),
      props: { type: 'string' },
      font: { type: 'string', multiple: true },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  const params: Record<string, unknown> = { ...RENDER_DEFAULTS, ...optionsFromFlags(RENDER_FLAGS, values) };
  const fonts = await Promise.all(((values.font as string[] | undefined) ?? []).map(readFont));
  if (fonts.length) params.fonts = fonts;
  return {
    help: Boolean(values.help),
    positionals,
    params,
    props: parseProps(values.props as string | undefined),
    output: values.output as string | undefined,
  };
}

/** Renders the file's design with the props: the result and where it goes by default. */
export async function renderDesignFile(input: string, props: Props, params: Record<string, unknown>) {
  const design = await loadDesign(input, props);
  const options = params as unknown as DesignOptions;
  const result =
    'html' in design
      ? await renderHtmlWithInfo(design.html, options)
      : await renderElementWithInfo(design.element, options);
  const stem = basename(input, extname(input));
  return { result, defaultOutput: (extension: string) => join(dirname(input), `${stem}.${extension}`) };
}
