import { detectLanguageOf } from '../detect/detect-language.js';
import { findLanguage, PLAIN_TEXT } from './languages.js';

/*
 * `language: auto`. The classifier and its signatures live in detect/; this maps their answer
 * to the ids the highlighter takes (`ansi` and `text` are Shiki's own special languages).
 * Accuracy and cost are measured in docs/language-detection.md.
 */

const SPECIAL_LANGUAGES = new Set(['ansi', PLAIN_TEXT]);

/** Guesses the Shiki language id of `code`; plain text when nothing is recognised. */
export async function detectLanguage(code: string): Promise<string> {
  const language = detectLanguageOf(code);
  if (SPECIAL_LANGUAGES.has(language)) return language;
  return findLanguage(language) ?? PLAIN_TEXT;
}
