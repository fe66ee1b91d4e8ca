import { renderCode } from '@glyphcast/core';
import { writeFile } from 'node:fs/promises';

// Render a code screenshot in tens of milliseconds, no browser.
const png = await renderCode({
  code: 'console.log("hello, glyphcast 👋");',
  theme: 'tokyo-night',
  background: 'gradient-ocean',
  lineNumbers: true,
  highlightLines: [4],
});

await writeFile('hello.png', png); // 你好 → CJK and emoji work too
