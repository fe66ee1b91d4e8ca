import { createRequire } from 'node:module';
import type * as Entities from 'entities';
import { parse as parseYaml } from 'yaml';

/**
 * entities (HTML's whole table of character references) on the first page read, as css-tree and
 * bidi-js are: a process that only draws cards never loads it.
 */
let entities: typeof Entities | undefined;
const decodeHTML = (text: string): string => {
  entities ??= createRequire(import.meta.url)('entities') as typeof Entities;
  return entities.decodeHTML(text);
};

/** What a page says about itself: the fields a card is made from. */
export interface PageFacts {
  title?: string;
  description?: string;
  author?: string;
  date?: string;
  tags?: string[];
  image?: string;
  /** Everything the front matter holds, for a design's props. */
  frontMatter: Record<string, unknown>;
}

/** A Markdown or MDX file's front matter: YAML between `---` lines at its very start. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return undefined;
};

/** Text as a reader sees it: every character reference decoded, spaces collapsed. */
function readerText(value: string): string {
  return decodeHTML(value).replace(/\s+/g, ' ').trim();
}

/** Text of HTML as a reader sees it: tags gone too. */
function htmlText(value: string): string {
  return readerText(value.replace(/<[^>]+>/g, ''));
}

/**
 * A Markdown heading as a reader sees it: links and pictures as their text, code spans without
 * their backticks, emphasis and strike-through marks gone, character references decoded.
 * Angle brackets stay: `Map<string, number>` in a heading is text, not a tag.
 */
function markdownText(value: string): string {
  const text = value
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+/g, '')
    // Marks touch the text they mark: a lone `*` between spaces (5 * 3) is a character.
    .replace(/(?:\*+|~~)(?=\S)|(?<=\S)(?:\*+|~~)/g, '')
    // An underscore inside a word (snake_case) is a letter, not a mark.
    .replace(/(^|[^\p{L}\p{N}])_+(?=\S)|(?<=\S)_+(?=[^\p{L}\p{N}]|$)/gu, '$1');
  return readerText(text);
}

function fromMarkdown(source: string): PageFacts {
  const block = FRONT_MATTER.exec(source);
  let frontMatter: Record<string, unknown> = {};
  if (block) {
    let parsed: unknown;
    try {
      parsed = parseYaml(block[1] as string);
    } catch (error) {
      // YAML's message draws the line with a caret below it: the first line says what is wrong.
      throw new Error(`its front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      frontMatter = parsed as Record<string, unknown>;
    else if (parsed !== null && parsed !== undefined) throw new Error('its front matter is not a mapping of fields');
  }
  const body = block ? source.slice(block[0].length) : source;
  // The first level-1 heading, ATX (`# Title`) or setext (a line underlined with `===`), outside
  // fenced code: a shell comment in a code block is not the page's title.
  const prose = body.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[`~]*[ \t]*$|(?![\s\S]))/gm, '');
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(prose)?.[1] ?? /^(\S.*)\r?\n=+[ \t]*$/m.exec(prose)?.[1];
  const tags = frontMatter.tags;
  return {
    title: text(frontMatter.title) ?? (heading ? markdownText(heading) : undefined),
    description: text(frontMatter.description) ?? text(frontMatter.summary) ?? text(frontMatter.excerpt),
    author: text(frontMatter.author),
    date: text(frontMatter.date),
    tags: Array.isArray(tags)
      ? tags.map(text).filter((tag): tag is string => tag !== undefined)
      : typeof tags === 'string'
        ? tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : undefined,
    image: text(frontMatter.image),
    frontMatter,
  };
}

function fromHtml(source: string): PageFacts {
  // A value runs to its own closing quote: "Tom's page" keeps its apostrophe.
  const meta = (name: string) =>
    new RegExp(`<meta\\s+(?:name|property)=["']${name}["']\\s+content=(["'])(.*?)\\1`, 'is').exec(source)?.[2] ??
    new RegExp(`<meta\\s+content=(["'])(.*?)\\1\\s+(?:name|property)=["']${name}["']`, 'is').exec(source)?.[2];
  // og:title first: a page's <title> often ends with the site's name (`Post | My site`).
  const title =
    meta('og:title') ??
    /<title[^>]*>([\s\S]*?)<\/title>/i.exec(source)?.[1] ??
    /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(source)?.[1];
  const description = meta('description') ?? meta('og:description');
  const author = meta('author');
  return {
    title: title ? htmlText(title) || undefined : undefined,
    description: description ? htmlText(description) || undefined : undefined,
    author: author ? htmlText(author) || undefined : undefined,
    frontMatter: {},
  };
}

/**
 * What a page says about itself: a Markdown or MDX page's front matter (its title, else its
 * first heading; `description`, `author`, `date`, `tags`, `image`), an HTML page's `og:title`
 * (else its `<title>`, else its first `<h1>`) and description and author meta tags. Malformed
 * front matter throws.
 */
export function pageFacts(source: string, extension: string): PageFacts {
  return ['.html', '.htm'].includes(extension.toLowerCase()) ? fromHtml(source) : fromMarkdown(source);
}
