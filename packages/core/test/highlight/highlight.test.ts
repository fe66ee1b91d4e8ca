import { describe, expect, it } from 'vitest';
import { listBackgrounds } from '../../src/cards/code/backgrounds.js';
import { findLanguage, listLanguages } from '../../src/highlight/languages.js';
import { listThemes } from '../../src/highlight/list-themes.js';
import { CODE_THEME_IDS } from '../../src/highlight/theme-ids.js';
import { highlight } from '../../src/pipeline/render-functions.js';

describe('highlight', () => {
  it('returns Shiki HTML with the theme colours and escaped code', async () => {
    const result = await highlight({ code: 'const a = "<b>";', language: 'ts', theme: 'github-light' });
    expect(result).toMatchObject({ language: 'typescript', detected: false });
    expect(result.html).toMatch(/^<pre class="shiki github-light"/);
    expect(result.html).toContain('background-color:#fff');
    expect(result.html).toContain('&#x3C;b>');
    expect(result.html).not.toContain('<b>');
  });

  it('detects the language when auto', async () => {
    const result = await highlight({
      code: 'fn main() {\n    println!("hello {}", 1 + 2);\n    let v: Vec<u8> = Vec::new();\n}\n',
    });
    expect(result).toMatchObject({ language: 'rust', detected: true });
  });

  it('names the field of a bad parameter', async () => {
    await expect(highlight({ code: 'x', theme: 'nope' as never })).rejects.toMatchObject({ field: 'theme' });
    await expect(highlight({ code: 'x', language: 'nope' })).rejects.toMatchObject({ field: 'language' });
  });
});

describe('languages', () => {
  it('resolves ids and aliases in any case', () => {
    expect(findLanguage('TS')).toBe('typescript');
    expect(findLanguage('Dockerfile')).toBe('docker');
    expect(findLanguage('txt')).toBe('text');
    expect(findLanguage('klingon')).toBeUndefined();
  });

  it('lists the bundled languages', () => {
    expect(listLanguages().length).toBeGreaterThan(200);
  });
});

describe('listThemes and listBackgrounds', () => {
  it('lists the 14 themes with names, type and colours', async () => {
    const themes = await listThemes();
    expect(themes.map((theme) => theme.id)).toEqual([...CODE_THEME_IDS]);
    for (const theme of themes) {
      expect(theme.name).toMatch(/\w/);
      expect(['light', 'dark']).toContain(theme.type);
      expect(theme.colors.background).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
    }
    const byId = Object.fromEntries(themes.map((theme) => [theme.id, theme]));
    expect(byId['github-light']?.type).toBe('light');
    expect(byId.dracula).toMatchObject({ name: 'Dracula Theme', type: 'dark' });
  });

  it('lists the 6 backgrounds', () => {
    const backgrounds = listBackgrounds();
    expect(backgrounds.map((background) => background.id)).toEqual([
      'gradient-purple',
      'gradient-ocean',
      'gradient-sunset',
      'gradient-mint',
      'graphite',
      'transparent',
    ]);
    expect(backgrounds.find((background) => background.id === 'transparent')?.colors).toEqual([]);
  });
});

describe('lazy loading', () => {
  it('loads only the grammars a render asks for', async () => {
    const { ensureLanguage } = await import('../../src/highlight/highlighter.js');
    const instance = await ensureLanguage('python');
    const loaded = instance.getLoadedLanguages();
    expect(loaded).toContain('python');
    // Shiki bundles 240+ grammars; a process that rendered a few languages holds a handful.
    expect(loaded.length).toBeLessThan(40);
  });
});
