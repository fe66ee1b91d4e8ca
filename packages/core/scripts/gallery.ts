/*
 * The gallery: one picture per code theme, per background, and per OG template and theme, all
 * from the real renderer. `pnpm docs:images` writes them and the pages that show them;
 * test/gallery.test.ts renders them again and compares, so the gallery cannot go stale.
 */
import { BACKGROUND_IDS, CODE_THEME_IDS, OG_TEMPLATES, OG_THEMES, renderCode, renderOg } from '../src/index.js';

export const GALLERY_DIR = 'docs/images/gallery';

const SNIPPET = `// A small, typical function
export async function fetchUser(id: string): Promise<User | null> {
  const response = await fetch(\`/api/users/\${id}\`);
  if (!response.ok) return null; // 404 and friends
  return (await response.json()) as User;
}`;

interface GalleryEntry {
  file: string;
  caption: string;
  render: () => Promise<Buffer>;
}

export const THEME_ENTRIES: GalleryEntry[] = CODE_THEME_IDS.map((theme) => ({
  file: `theme-${theme}.png`,
  caption: theme,
  render: () =>
    renderCode({
      code: SNIPPET,
      language: 'ts',
      theme,
      background: 'gradient-purple',
      scale: 1,
      padding: 32,
      lineNumbers: true,
      highlightLines: [4],
    }),
}));

const BACKGROUND_ENTRIES: GalleryEntry[] = BACKGROUND_IDS.map((background) => ({
  file: `background-${background}.png`,
  caption: background,
  render: () => renderCode({ code: SNIPPET, language: 'ts', theme: 'one-dark-pro', background, scale: 1, padding: 32 }),
}));

const OG_ENTRIES: GalleryEntry[] = OG_TEMPLATES.flatMap((template) =>
  OG_THEMES.map((theme) => ({
    file: `og-${template}-${theme}.png`,
    caption: `${template}, ${theme}`,
    render: () =>
      renderOg({
        title: 'Rendering code screenshots without a browser',
        subtitle: 'How glyphcast draws a code card in fifty milliseconds',
        author: 'Ada Lovelace',
        template,
        theme,
        accent: theme === 'light' ? '#0ea5e9' : '#7c3aed',
      }),
  })),
);

export const GALLERY: GalleryEntry[] = [...THEME_ENTRIES, ...BACKGROUND_ENTRIES, ...OG_ENTRIES];

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

## Open Graph cards

Both templates in both themes, 1200×630.

${grid(OG_ENTRIES, 2, 'images/gallery', 420)}
`;
}

/** The README's gallery section: the themes, small, and a link to the rest. */
export function readmeGallery(): string {
  return `<!-- gallery:start (written by pnpm docs:images) -->
${grid(THEME_ENTRIES, 4, GALLERY_DIR, 200)}

Backgrounds and Open Graph templates: [docs/gallery.md](docs/gallery.md).
<!-- gallery:end -->`;
}
