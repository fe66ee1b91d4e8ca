import { parse as parseYaml } from 'yaml';

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

/** Characters of a heading or title as a reader sees them: inline Markdown marks and entities gone. */
function plain(value: string): string {
  return value
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
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
  // The first level-1 heading, ATX (`# Title`) or setext (a line underlined with `===`).
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1] ?? /^(\S.*)\r?\n=+[ \t]*$/m.exec(body)?.[1];
  const tags = frontMatter.tags;
  return {
    title: text(frontMatter.title) ?? (heading ? plain(heading) : undefined),
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
  const meta = (name: string) =>
    new RegExp(`<meta\\s+(?:name|property)=["']${name}["']\\s+content=["']([^"']*)["']`, 'i').exec(source)?.[1] ??
    new RegExp(`<meta\\s+content=["']([^"']*)["']\\s+(?:name|property)=["']${name}["']`, 'i').exec(source)?.[1];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(source)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(source)?.[1];
  const description = meta('description') ?? meta('og:description');
  const author = meta('author');
  return {
    title: title ? plain(title.replace(/<[^>]+>/g, '')) : undefined,
    description: description ? plain(description) : undefined,
    author: author ? plain(author) : undefined,
    frontMatter: {},
  };
}

/**
 * What a page says about itself: a Markdown or MDX page's front matter (its title, else its
 * first heading; `description`, `author`, `date`, `tags`, `image`), an HTML page's `<title>` (else
 * its first `<h1>`) and description and author meta tags. Malformed front matter throws.
 */
export function pageFacts(source: string, extension: string): PageFacts {
  return ['.html', '.htm'].includes(extension.toLowerCase()) ? fromHtml(source) : fromMarkdown(source);
}
