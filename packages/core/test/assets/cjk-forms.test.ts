import { describe, expect, it } from 'vitest';
import { resolveCjkForms } from '../../src/assets/cjk-forms.js';
import { renderElement } from '../../src/pipeline/render-design.js';
import { renderCode, renderOgWithInfo } from '../../src/pipeline/render-functions.js';
import { regionalFonts } from '../../src/regional-fonts.js';
import { RENDERER_VERSION } from '../../src/renderer-version.js';
import { imageDifference } from '../_image.js';

/** Characters whose Japanese, Simplified, Traditional and Korean forms differ visibly. */
const HAN = '直角 骨 述 刃 次 誤';

describe('regional letterforms of Han characters', () => {
  it('reads the forms from a BCP 47 tag, or from kana when the tag says nothing about Han', () => {
    const forms = (lang: string, text = HAN) => resolveCjkForms(lang, text).forms;
    expect(forms('ja')).toBe('jp');
    expect(forms('ja-JP')).toBe('jp');
    expect(forms('zh')).toBe('sc');
    expect(forms('zh-CN')).toBe('sc');
    expect(forms('zh-Hans-SG')).toBe('sc');
    expect(forms('zh-TW')).toBe('tc');
    expect(forms('zh-Hant')).toBe('tc');
    expect(forms('zh_HK')).toBe('tc');
    expect(forms('yue')).toBe('tc');
    expect(forms('ko-KR')).toBe('kr');
    expect(forms('auto')).toBe('sc');
    expect(forms('auto', '日本語のタイトル')).toBe('jp');
    expect(forms('en', 'カタカナ only')).toBe('jp');
    // A tag wins over the text: Japanese quoted in a Chinese title stays Chinese.
    expect(forms('zh-TW', '日本語のタイトル')).toBe('tc');
  });

  it('says how to get Japanese and Traditional forms when @glyphcast/fonts-cjk is not installed', () => {
    const missing = (lang: string, text = HAN) => resolveCjkForms(lang, text, false);
    expect(missing('ja')).toEqual({
      forms: 'sc',
      warning: expect.objectContaining({
        field: 'lang',
        reason: expect.stringMatching(
          /^lang ja: Japanese letterforms need @glyphcast\/fonts-cjk \(npm install @glyphcast\/fonts-cjk\)/,
        ),
      }),
    });
    expect(missing('auto', 'ひらがな').warning?.reason).toMatch(/^the text has kana, so it is Japanese: /);
    expect(missing('zh-TW').warning?.reason).toMatch(/Traditional Chinese letterforms need/);
    // Simplified Chinese and Korean forms are the core's own: nothing to install.
    expect(missing('zh-CN')).toEqual({ forms: 'sc' });
    expect(missing('ko')).toEqual({ forms: 'kr' });
  });

  it('draws each region’s forms, and Japanese for text with kana', async () => {
    expect(regionalFonts(), 'the workspace installs @glyphcast/fonts-cjk for its tests').toBeDefined();
    const draw = (lang: string, title = HAN) => renderOgWithInfo({ title, template: 'minimal', lang });
    const [ja, sc, tc, ko] = await Promise.all(['ja', 'zh-CN', 'zh-TW', 'ko'].map((lang) => draw(lang)));
    for (const rendered of [ja, sc, tc, ko]) expect(rendered?.warnings).toEqual([]);
    const pairs = [
      [ja, sc],
      [ja, tc],
      [sc, tc],
      [sc, ko],
      [tc, ko],
    ] as const;
    for (const [a, b] of pairs) {
      // The same characters at the same places: only their strokes differ.
      const difference = await imageDifference(a?.image as Buffer, b?.image as Buffer);
      expect(difference.visible).toBeGreaterThan(0.0005);
    }
    // Kana in the title makes it Japanese without a tag.
    const kana = `${HAN}の`;
    const auto = await draw('auto', kana);
    const tagged = await draw('ja', kana);
    expect((await imageDifference(auto.image, tagged.image)).visible).toBe(0);
  });

  it('applies to code cards and own designs too', async () => {
    const code = (lang: string) => renderCode({ code: `// ${HAN}`, language: 'ts', lang, scale: 1 } as never);
    expect((await imageDifference(await code('ja'), await code('zh-CN'))).visible).toBeGreaterThan(0.0001);
    const design = (lang: string) =>
      renderElement(
        { type: 'div', props: { style: { display: 'flex', fontSize: 48, background: 'white' }, children: HAN } },
        { width: 400, height: 100, lang } as never,
      );
    expect((await imageDifference(await design('zh-TW'), await design('zh-CN'))).visible).toBeGreaterThan(0.001);
  });

  it('counts the regional fonts’ version in the renderer’s, so cached images follow an install', () => {
    expect(RENDERER_VERSION).toMatch(new RegExp(`\\+cjk-${regionalFonts()?.version.replaceAll('.', '\\.')}$`));
  });
});
