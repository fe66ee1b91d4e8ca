import { writeFileSync } from 'node:fs';
import { configureRendering, renderOgWithInfo } from '../src/index.ts';

await configureRendering({ threads: 0 });
const cards: Record<string, object> = {
  article: {
    template: 'article',
    title: 'Rendering code screenshots without a browser',
    subtitle: 'How glyphcast draws a three-megapixel code card in fifty milliseconds',
    author: 'Ada Lovelace',
  },
  long: {
    title: 'The quick brown fox jumps over the lazy dog. '.repeat(7).slice(0, 300),
    subtitle: 's'.repeat(300),
    author: 'a'.repeat(100),
    theme: 'light',
    accent: '#fde047',
  },
  minimal: { template: 'minimal', title: 'Hello 🚀 world', subtitle: 'x' },
  rtl: { title: 'مرحبا بالعالم: كيف نرسم الشيفرة', subtitle: 'שלום עולם', author: 'أحمد علي', theme: 'light' },
  cjk: {
    title: '你好世界，这是一个很长的标题，用来测试中文换行是否正确工作',
    subtitle: '안녕하세요 세계',
    author: '山田 太郎',
  },
};
for (const [name, card] of Object.entries(cards)) {
  const r = await renderOgWithInfo(card);
  writeFileSync(`/tmp/og-${name}.png`, r.image);
  console.log(name, JSON.stringify(r.warnings));
}
const t: number[] = [];
for (let i = 0; i < 20; i++) {
  const s = performance.now();
  await renderOgWithInfo(cards.article);
  t.push(performance.now() - s);
}
t.sort((a, b) => a - b);
console.log('median', t[10].toFixed(1), 'rss', (process.resourceUsage().maxRSS / 1024).toFixed(0));
