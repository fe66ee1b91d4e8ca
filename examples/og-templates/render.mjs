// Renders the three starting-point templates with sample text: `node render.mjs out`.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { closeRendering, renderElement } from '@glyphcast/core';
import { article } from './templates/article.mjs';
import { code } from './templates/code.mjs';
import { minimal } from './templates/minimal.mjs';

export const SAMPLES = {
  article: () =>
    article({
      title: 'Rendering code screenshots without a browser',
      subtitle: 'How glyphcast draws a three-megapixel code card in fifty milliseconds',
      author: 'Ada Lovelace',
    }),
  minimal: () => minimal({ title: 'Hello, world', theme: 'light' }),
  code: () =>
    code({
      title: 'Open Graph images at build time',
      code: "import { renderElement } from '@glyphcast/core';\n\n// One og:image per page, at build time.\nconst png = await renderElement(card, size);",
    }),
};

const out = process.argv[2] ?? 'out';
await mkdir(out, { recursive: true });
for (const [name, make] of Object.entries(SAMPLES)) {
  const file = join(out, `${name}.png`);
  await writeFile(file, await renderElement(await make(), { width: 1200, height: 630 }));
  console.log(`wrote ${file}`);
}
await closeRendering();
