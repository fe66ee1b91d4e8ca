/*
 * The gallery: one picture per code theme, per background, per OG template and theme, and a
 * code and an OG card in every script, all from the real renderer. `pnpm docs:images` writes them and the pages that show them;
 * test/gallery.test.ts renders them again and compares, so the gallery cannot go stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BACKGROUND_IDS,
  CODE_THEME_IDS,
  type CodeOptions,
  OG_TEMPLATES,
  OG_THEMES,
  renderCode,
  renderElement,
  renderOg,
} from '../src/index.js';
import { DESIGN_CORPUS } from '../test/fixtures/designs/corpus.js';

export const GALLERY_DIR = 'docs/images/gallery';

const SNIPPET = `// A small, typical function
export async function fetchUser(id: string): Promise<User | null> {
  const response = await fetch(\`/api/users/\${id}\`);
  if (!response.ok) return null; // 404 and friends
  return (await response.json()) as User;
}`;

/** What a test may change in an entry's render: the format, and for code cards the scale. */
export interface RenderOverrides {
  format?: 'png' | 'svg';
  scale?: 1 | 2;
}

interface GalleryEntry {
  file: string;
  caption: string;
  kind: 'code' | 'og' | 'design';
  render: (overrides?: RenderOverrides) => Promise<Buffer>;
}

export const THEME_ENTRIES: GalleryEntry[] = CODE_THEME_IDS.map((theme) => ({
  file: `theme-${theme}.png`,
  caption: theme,
  kind: 'code',
  render: (overrides) =>
    renderCode({
      code: SNIPPET,
      language: 'ts',
      theme,
      background: 'gradient-purple',
      scale: 1,
      padding: 32,
      lineNumbers: true,
      highlightLines: [4],
      ...overrides,
    }),
}));

const BACKGROUND_ENTRIES: GalleryEntry[] = BACKGROUND_IDS.map((background) => ({
  file: `background-${background}.png`,
  caption: background,
  kind: 'code',
  render: (overrides) =>
    renderCode({
      code: SNIPPET,
      language: 'ts',
      theme: 'one-dark-pro',
      background,
      scale: 1,
      padding: 32,
      ...overrides,
    }),
}));

/** What each template shows: a template is given only its own fields. */
const OG_FIELDS = {
  article: {
    title: 'Rendering code screenshots without a browser',
    subtitle: 'How glyphcast draws a code card in fifty milliseconds',
    author: 'Ada Lovelace',
  },
  minimal: { title: 'Rendering code screenshots without a browser' },
  code: { title: 'Rendering code screenshots without a browser', code: SNIPPET, language: 'ts' },
} as const;

const OG_ENTRIES: GalleryEntry[] = OG_TEMPLATES.flatMap((template) =>
  OG_THEMES.map((theme) => ({
    file: `og-${template}-${theme}.png`,
    caption: `${template}, ${theme}`,
    kind: 'og' as const,
    render: (overrides?: RenderOverrides) =>
      renderOg({
        ...OG_FIELDS[template],
        template,
        theme,
        accent: theme === 'light' ? '#0ea5e9' : '#7c3aed',
        ...(overrides?.format ? { format: overrides.format } : {}),
      }),
  })),
);

/** Every script the bundled faces cover, in a code card and an OG card (the reference tests' cards). */
const SCRIPT_ENTRIES: GalleryEntry[] = [
  {
    file: 'scripts-code.png',
    caption: 'code: one line per script',
    kind: 'code',
    render: (overrides) =>
      renderCode({
        code: readFileSync(join(import.meta.dirname, '../test/fixtures/mixed-scripts.ts'), 'utf8'),
        language: 'ts',
        theme: 'github-dark',
        lineNumbers: true,
        scale: 1,
        ...overrides,
      }),
  },
  {
    file: 'scripts-og.png',
    caption: 'article: Arabic title, Korean and Japanese subtitle, Hebrew author',
    kind: 'og',
    render: (overrides) =>
      renderOg({
        title: 'مرحبا بالعالم: دليل البرمجة بلغة تايب سكريبت',
        subtitle: '안녕하세요 — 한국어 부제목과 日本語のテキスト',
        author: 'שרה כהן',
        accent: '#0d9488',
        ...(overrides?.format ? { format: overrides.format } : {}),
      }),
  },
];

/** A small change as `git diff` prints it, for the `language: diff` entry. */
const DIFF = `diff --git a/src/users.ts b/src/users.ts
--- a/src/users.ts
+++ b/src/users.ts
@@ -12,4 +12,5 @@ export class Users {
   find(id: string) {
-    return this.rows.find((row) => row.id == id);
+    const row = this.rows.find((candidate) => candidate.id === id);
+    return row ?? null;
   }
`;

/** Lines longer than a narrow card, for the wrapping entry. */
const LONG_LINES = `export function describe(user: User): string {
  return [user.name, user.email, \`https://example.com/users/\${encodeURIComponent(user.id)}\`].join(' · ');
}
`;

/** Test-runner output with colours, a redrawn line and inverse, for the terminal entry. */
const TERMINAL = [
  '$ npm test',
  'running 3 suites\r\x1b[Kran 3 suites',
  '\x1b[42;30m PASS \x1b[0m src/users.test.ts \x1b[2m(12 ms)\x1b[22m',
  '\x1b[41;97m FAIL \x1b[0m src/orders.test.ts',
  '  \x1b[31m✕\x1b[39m totals the lines \x1b[38;5;244m(4 ms)\x1b[0m',
  '\x1b[1mTests:\x1b[22m \x1b[1;31m1 failed\x1b[0m, \x1b[1;32m7 passed\x1b[0m, 8 total',
].join('\n');

/** The reference tests' 40-line file, for the sizes. */
const FILE_40_LINES = readFileSync(join(import.meta.dirname, '../test/fixtures/server.ts'), 'utf8');

interface Feature {
  name: string;
  caption: string;
  options: Omit<CodeOptions, 'code'>;
  code?: string;
}

/** The code card's options beyond the theme, each in a dark and a light theme. */
const FEATURES: Feature[] = [
  { name: 'title', caption: "title: 'src/users.ts'", options: { title: 'src/users.ts' } },
  {
    name: 'line-start',
    caption: 'lineStart: 120, highlightLines: [123]',
    options: { lineStart: 120, highlightLines: [123] },
  },
  { name: 'focus', caption: 'focusLines: [3, 4]', options: { focusLines: [3, 4] } },
  {
    name: 'diff-lines',
    caption: 'addedLines: [3], removedLines: [2]',
    options: { addedLines: [3], removedLines: [2] },
  },
  { name: 'diff', caption: "language: 'diff' (git diff output)", options: { language: 'diff' }, code: DIFF },
  { name: 'wrap', caption: 'width: 520 (long lines wrap)', options: { width: 520 }, code: LONG_LINES },
  { name: 'terminal', caption: "language: 'ansi' (terminal output)", options: { language: 'ansi' }, code: TERMINAL },
  { name: 'size-og', caption: "size: 'og' (a 40-line file in 1200×630)", options: { size: 'og' }, code: FILE_40_LINES },
  { name: 'size-square', caption: "size: 'square' (1080×1080)", options: { size: 'square' }, code: FILE_40_LINES },
];

const FEATURE_ENTRIES: GalleryEntry[] = FEATURES.flatMap((feature) =>
  (['one-dark-pro', 'github-light'] as const).map((theme) => ({
    file: `feature-${feature.name}-${theme}.png`,
    caption: `${feature.caption}, ${theme}`,
    kind: 'code' as const,
    render: (overrides?: RenderOverrides) =>
      renderCode({
        code: feature.code ?? SNIPPET,
        language: 'ts',
        theme,
        background: theme === 'github-light' ? 'gradient-ocean' : 'gradient-purple',
        scale: 1,
        padding: 32,
        lineNumbers: true,
        ...feature.options,
        ...overrides,
      }),
  })),
);

/** Designs of one's own (docs/own-designs.md), light and dark, in several scripts: from the test corpus. */
export const DESIGN_ENTRIES: GalleryEntry[] = [
  'blog-card',
  'docs-card',
  'event-ticket',
  'profile-card',
  'arabic-title',
  'cjk-title',
].map((name) => {
  const design = DESIGN_CORPUS.find((candidate) => candidate.name === name);
  if (!design) throw new Error(`no corpus design ${name}`);
  return {
    file: `design-${name}.png`,
    caption: name,
    kind: 'design' as const,
    render: (overrides) => renderElement(design.tree, { width: design.width, height: design.height, ...overrides }),
  };
});

export const GALLERY: GalleryEntry[] = [
  ...THEME_ENTRIES,
  ...BACKGROUND_ENTRIES,
  ...FEATURE_ENTRIES,
  ...OG_ENTRIES,
  ...SCRIPT_ENTRIES,
  ...DESIGN_ENTRIES,
];

/** A Markdown table of pictures, `columns` wide; `prefix` leads from the page to the images. */
function grid(entries: GalleryEntry[], columns: number, prefix: string, width: number): string {
  const rows: string[] = [];
  for (let start = 0; start < entries.length; start += columns) {
    const row = entries.slice(start, start + columns);
    const cells = row.map(
      (entry) => `<img src="${prefix}/${entry.file}" alt="${entry.caption}" width="${width}"><br>\`${entry.caption}\``,
    );
    while (cells.length < columns) cells.push('');
    rows.push(`| ${cells.join(' | ')} |`);
  }
  const header = `| ${Array.from({ length: columns }, () => ' ').join(' | ')} |`;
  const rule = `| ${Array.from({ length: columns }, () => '---').join(' | ')} |`;
  return [header, rule, ...rows].join('\n');
}

/** docs/gallery.md, whole. */
export function galleryPage(): string {
  return `# Gallery

Every picture here comes from the real renderer: \`pnpm docs:images\` writes them, and
\`packages/core/test/gallery.test.ts\` renders them again and compares (a page that went stale
fails the tests).

## Code themes

The same snippet in each of the ${THEME_ENTRIES.length} themes, on \`gradient-purple\`, with line numbers and line 4
highlighted (\`scale: 1\`).

${grid(THEME_ENTRIES, 2, 'images/gallery', 420)}

## Backgrounds

The ${BACKGROUND_ENTRIES.length} backgrounds, with the \`one-dark-pro\` theme (\`transparent\` shows the page behind it).

${grid(BACKGROUND_ENTRIES, 2, 'images/gallery', 420)}

## Code card options

A window title (\`title\`), an excerpt numbered from its place in the file (\`lineStart\`) with a
line highlighted by the number shown, two lines in focus (\`focusLines\`), lines marked as added
and removed (\`addedLines\`, \`removedLines\`), and \`git diff\` output drawn as a diff
(\`language: diff\`, the code highlighted as TypeScript from the file name), long lines
wrapped at a fixed \`width\` under their indentation, and terminal output with escape codes
(\`language: 'ansi'\`).

${grid(FEATURE_ENTRIES, 2, 'images/gallery', 420)}

## Open Graph cards

Every template in both themes, 1200×630.

${grid(OG_ENTRIES, 2, 'images/gallery', 420)}

## Every script

Hangul, Han, kana, Arabic and Hebrew (right to left), Devanagari, Bengali, Tamil, Thai,
Armenian, Georgian, Ethiopic, symbols and box drawing, with no setting: see
[Scripts and fonts](code-screenshots.md#scripts-and-fonts).

${grid(SCRIPT_ENTRIES, 2, 'images/gallery', 420)}

## Your own designs

Cards written as element trees, JSX or HTML and drawn by \`renderElement\` (see
[Your own designs](own-designs.md)): dark and light, a ticket, a profile, an Arabic and a CJK
title. They are designs of the test corpus, each compared with satori's drawing of it.

${grid(DESIGN_ENTRIES, 2, 'images/gallery', 420)}

### Through the service

A design stored on \`@glyphcast/server\` (\`POST /v1/designs\`, the body in
[\`packages/server/test/fixtures/blog-card.design.json\`](../packages/server/test/fixtures/blog-card.design.json))
and drawn by its GET URL with a page's \`title\`, \`subtitle\` and \`date\` (see
[own-designs.md](own-designs.md#on-the-service-one-design-a-get-url-per-page)). The server's
\`gallery-design\` test draws it again and compares; \`UPDATE_REFERENCES=1\` rewrites it.

<img src="images/gallery/service-design.png" alt="A blog card drawn through the service: pills, a title in English, Japanese and Arabic, a subtitle, author and date" width="600">
`;
}

/** The README's gallery section: the themes, small, and a link to the rest. */
export function readmeGallery(): string {
  return `<!-- gallery:start (written by pnpm docs:images) -->
${grid(THEME_ENTRIES, 4, GALLERY_DIR, 200)}

Backgrounds and Open Graph templates: [docs/gallery.md](docs/gallery.md).
<!-- gallery:end -->`;
}
