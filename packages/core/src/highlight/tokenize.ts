import type { ThemedToken } from 'shiki/core';
import { detectLanguage } from './detect-language.js';
import { ensureLanguage, ensureTheme } from './highlighter.js';
import { resolveLanguage } from './languages.js';
import type { CodeThemeId } from './theme-ids.js';

interface LanguageChoice {
  /** The canonical Shiki id used to highlight. */
  language: string;
  /** True when the language was detected (`auto`) rather than given. */
  detected: boolean;
  /** How sure the detection was (0 to 1); only when detected. */
  confidence?: number;
}

/** Resolves `auto` by detection and anything else by id or alias (unknown ones throw). */
export async function chooseLanguage(code: string, language: string, field = 'language'): Promise<LanguageChoice> {
  if (language.trim().toLowerCase() === 'auto') {
    const detection = await detectLanguage(code);
    return { language: detection.language, detected: true, confidence: detection.confidence };
  }
  return { language: resolveLanguage(language, field), detected: false };
}

/** Loads the grammar and theme a render needs, then returns the shared highlighter. */
export async function prepareHighlighter(language: string, theme: CodeThemeId) {
  const [instance] = await Promise.all([ensureLanguage(language), ensureTheme(theme)]);
  return instance;
}

/** Tokenises code into lines of coloured tokens with Shiki. */
export async function tokenize(code: string, language: string, theme: CodeThemeId): Promise<ThemedToken[][]> {
  const highlighter = await prepareHighlighter(language, theme);
  const options = { lang: language, theme };
  // ANSI escapes are coloured by Shiki's core, not by a grammar: it loads for them alone.
  if (language === 'ansi') return (await import('@shikijs/core')).codeToTokensBase(highlighter, code, options);
  return (await import('@shikijs/primitive')).codeToTokensBase(highlighter, code, options);
}
