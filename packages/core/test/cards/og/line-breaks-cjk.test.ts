import { beforeAll, describe, expect, it } from 'vitest';
import { loadShaper } from '../../../src/assets/shaper.js';
import { ogCard } from '../../../src/cards/og/card.js';

beforeAll(loadShaper);

/** The title's lines as drawn: the selectable text of the card's largest type. */
async function titleLines(title: string): Promise<string[]> {
  const params = ogCard.parse({ title, template: 'minimal' });
  const { scene } = await ogCard.layout({ params, sources: { warnings: [] }, watermark: false });
  const lines = scene.items.filter((item) => item.kind === 'selectable');
  const size = Math.max(...lines.map((line) => line.size));
  return lines.filter((line) => line.size === size).map((line) => line.text);
}

describe('Open Graph titles in Korean, Japanese and Chinese', () => {
  it('break a Korean title only at its spaces', async () => {
    const title = '쿠버네티스 클러스터 운영기와 모니터링 대시보드를 처음부터 직접 구축한 경험';
    const lines = await titleLines(title);
    expect(lines.length).toBeGreaterThan(1);
    const words = new Set(title.split(' '));
    for (const line of lines) for (const word of line.trim().split(' ')) expect(words, line).toContain(word);
  });

  it('break a Japanese title between phrases, never inside a katakana word', async () => {
    const lines = await titleLines(
      '日本語のタイトルも正しく表示されます：プログラミングとコンピューターグラフィックスの入門',
    );
    expect(lines.length).toBeGreaterThan(1);
    const joined = lines.join('\n');
    for (const word of ['タイトル', 'プログラミング', 'コンピューター', 'グラフィックス', '表示されます']) {
      expect(joined.replace(/\n/g, ''), word).toContain(word);
      expect(
        lines.some((line) => line.includes(word)),
        `${word} on one line: ${lines.join(' / ')}`,
      ).toBe(true);
    }
  });

  it('break a Chinese title between words', async () => {
    const lines = await titleLines('我们的构建速度提高了一倍：静态网站生成器的图片缓存与增量构建实践');
    expect(lines.length).toBeGreaterThan(1);
    for (const word of ['速度', '网站', '图片', '缓存', '实践']) {
      expect(
        lines.some((line) => line.includes(word)),
        `${word}: ${lines.join(' / ')}`,
      ).toBe(true);
    }
  });
});
