import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import type { CodeOptions } from '../src/cards/code/options.js';
import type { OgOptions } from '../src/cards/og/options.js';
import { renderCode, renderOg } from '../src/pipeline/render-functions.js';
import { decode } from './_image.js';

/*
 * Visual regression: each main case is compared with a committed reference PNG. A few
 * anti-aliased pixels may move between machines; a real change moves thousands.
 * Regenerate after a deliberate change with UPDATE_REFERENCES=1 and look at every image.
 */

const REFERENCES = join(import.meta.dirname, 'reference');
const OUTPUT = join(import.meta.dirname, '__output__');
const SAMPLE = readFileSync(join(import.meta.dirname, 'fixtures/server.ts'), 'utf8')
  .split('\n')
  .slice(0, 20)
  .join('\n');
const INTERNATIONAL = [
  '// Привет, мир! Γειά σου κόσμε',
  '// 你好，世界 こんにちは',
  'const emoji = "😀 🚀 🎉 👩‍💻 🇫🇷";',
  '\tconst tab = 1; // tab-indented',
  `const long = "${'wrap me '.repeat(12)}";`,
].join('\n');

/** One line per script a fallback face covers, RTL and shaping included, and box drawing. */
const MIXED_SCRIPTS = readFileSync(join(import.meta.dirname, 'fixtures/mixed-scripts.ts'), 'utf8');

const CASES: Record<string, CodeOptions> = {
  'mixed-scripts': { code: MIXED_SCRIPTS, language: 'ts', lineNumbers: true, scale: 2 },
  'default-typescript': { code: SAMPLE, language: 'ts', scale: 1 },
  'light-line-numbers-highlight': {
    code: SAMPLE,
    language: 'ts',
    theme: 'github-light',
    background: 'gradient-mint',
    lineNumbers: true,
    highlightLines: [4, 5, 12],
    scale: 1,
  },
  'window-none-graphite': {
    code: SAMPLE,
    language: 'ts',
    theme: 'dracula',
    background: 'graphite',
    window: 'none',
    scale: 1,
  },
  'wrapped-international': {
    code: INTERNATIONAL,
    language: 'ts',
    theme: 'solarized-light',
    background: 'gradient-ocean',
    width: 520,
    lineNumbers: true,
    highlightLines: [5],
    scale: 2,
  },
  'transparent-nord': { code: SAMPLE, language: 'ts', theme: 'nord', background: 'transparent', padding: 24, scale: 1 },
  // Each size preset: the 40-line file shrunk (and in og cut) to fit, a wide line wrapped in WxH.
  'size-og': { code: SAMPLE, language: 'ts', size: 'og', lineNumbers: true, scale: 1 },
  'size-square': { code: SAMPLE, language: 'ts', size: 'square', theme: 'github-light', scale: 1 },
  'size-story': { code: SAMPLE, language: 'ts', size: 'story', fontSize: 20, background: 'gradient-sunset', scale: 1 },
  'size-custom': { code: INTERNATIONAL, language: 'ts', size: '1600x900', theme: 'tokyo-night', scale: 1 },
};

const OG_CARD = {
  title: 'Rendering code screenshots without a browser',
  subtitle: 'How glyphcast draws a code card in fifty milliseconds',
  author: 'Ada Lovelace',
};
const OG_CASES: Record<string, OgOptions> = {
  'og-article-dark': { ...OG_CARD },
  'og-article-light': { ...OG_CARD, theme: 'light', accent: '#0ea5e9' },
  'og-minimal-dark': { title: OG_CARD.title, template: 'minimal' },
  'og-minimal-light': { title: OG_CARD.title, template: 'minimal', theme: 'light', accent: '#e11d48' },
  'og-code-dark': { template: 'code', title: OG_CARD.title, code: SAMPLE, language: 'ts' },
  'og-code-light': {
    template: 'code',
    title: 'A title long enough to take two lines over the code excerpt of the card',
    code: INTERNATIONAL,
    language: 'ts',
    theme: 'light',
    codeTheme: 'one-light',
    accent: '#0ea5e9',
  },
  'og-article-rtl': {
    title: 'مرحبا بالعالم: دليل البرمجة بلغة تايب سكريبت',
    subtitle: '안녕하세요 — 한국어 부제목과 日本語のテキスト',
    author: 'שרה כהן',
  },
  // CJK and Hangul titles: bold beside Inter Bold, broken at words, in their own letterforms.
  'og-title-korean': {
    title: '쿠버네티스 클러스터에서 서비스 메시를 운영하며 배운 것들',
    subtitle: 'Kubernetes 운영 노트 · 2026',
    author: '김지우',
  },
  'og-title-japanese': {
    title: '日本語のタイトル：直角三角形の骨格をプログラムで描く方法',
    subtitle: 'カタカナ語もひらがなも単語の途中で折り返さない',
    author: '山田 花子',
    theme: 'light',
  },
  'og-title-traditional-chinese': {
    title: '繁體中文標題：用程式繪製直角三角形的骨骼與刀刃',
    subtitle: '台灣與香港的讀者一眼就看得出字形',
    author: '陳 小明',
    lang: 'zh-TW',
  },
  'og-article-scripts': {
    title: 'नमस्ते दुनिया · สวัสดีชาวโลก · வணக்கம்',
    subtitle: 'ওহে বিশ্ব · Բարեւ · გამარჯობა · ሰላም ✔ ⇑ 𝔸',
    author: 'Nguyễn Văn A',
    theme: 'light',
  },
};

/** Share of pixels allowed to differ (beyond pixelmatch's anti-aliasing tolerance). */
const MAX_DIFFERENT = 0.002;

const RENDERS: [string, () => Promise<Buffer>][] = [
  ...Object.entries(CASES).map(([name, options]): [string, () => Promise<Buffer>] => [name, () => renderCode(options)]),
  ...Object.entries(OG_CASES).map(([name, options]): [string, () => Promise<Buffer>] => [
    name,
    () => renderOg(options),
  ]),
];

describe('reference images', () => {
  it.each(RENDERS)('%s matches its reference', async (name, render) => {
    const image = await render();
    const file = join(REFERENCES, `${name}.png`);
    if (process.env.UPDATE_REFERENCES === '1') {
      writeFileSync(file, image);
      return;
    }
    expect(existsSync(file), `no reference ${file}: run with UPDATE_REFERENCES=1 and review it`).toBe(true);
    const [actual, expected] = await Promise.all([decode(image), decode(readFileSync(file))]);
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    const different = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, {
      threshold: 0.1,
    });
    if (different > 0) {
      mkdirSync(OUTPUT, { recursive: true });
      writeFileSync(join(OUTPUT, `${name}.png`), image);
    }
    expect(different / (actual.width * actual.height)).toBeLessThanOrEqual(MAX_DIFFERENT);
  });
});
