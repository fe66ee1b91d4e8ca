import { writeFileSync } from 'node:fs';
import { renderCodeWithInfo } from '../src/pipeline/render-functions.js';

const code = `// Every script: one line each
const greetings = {
  ko: "안녕하세요, 세계",       // Hangul
  zh: "你好，世界 繁體字",      // Han
  ja: "こんにちは カタカナ",   // Kana
  ar: "مرحبا بالعالم (1)",     // Arabic, right to left
  he: "שלום עולם",             // Hebrew
  hi: "नमस्ते दुनिया क्षत्रिय", // Devanagari
  bn: "ওহে বিশ্ব",               // Bengali
  ta: "வணக்கம் உலகம்",         // Tamil
  th: "สวัสดีชาวโลก ที่นี่",      // Thai
  hy: "Բարեւ աշխարհ",          // Armenian
  ka: "გამარჯობა",             // Georgian
  am: "ሰላም ልዑል",               // Ethiopic
  vi: "Xin chào thế giới",     // Vietnamese
  el: "Γειά σου", ru: "Привет",
};
// ✔ ✘ ☺ ★ ⇑ ⇓ → 𝔸 𝕓 ∀x∈ℝ 🚀 👩‍💻
// ┌──┬──┐
// │ab│cd│
// └──┴──┘`;
for (const theme of ['github-dark', 'github-light']) {
  const { image, warnings } = await renderCodeWithInfo({
    code,
    language: 'ts',
    theme,
    scale: 2,
    lineNumbers: true,
    highlightLines: [7],
  });
  writeFileSync(`/tmp/spike/mixed-${theme}.png`, image);
  console.log(theme, image.length, JSON.stringify(warnings));
}
