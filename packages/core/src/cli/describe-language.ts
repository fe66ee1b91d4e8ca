import { PLAIN_TEXT_BELOW } from '../detect/plain-text-threshold.js';

/** The language a card was drawn in, as the CLI reports it: `rust (detected, 93% sure)`. */
export function describeLanguage(result: { language: string; detected: boolean; confidence?: number }): string {
  if (!result.detected) return result.language;
  const sure = result.confidence === undefined ? '' : `, ${Math.round(result.confidence * 100)}% sure`;
  const unsure = (result.confidence ?? 1) < PLAIN_TEXT_BELOW ? ': too unsure, drawn as plain text' : '';
  return `${result.language} (detected${sure}${unsure})`;
}
