import { BROKEN_CHARACTER_SOURCE } from './characters.js';

/**
 * Characters that XML 1.0 forbids anywhere in a document: C0 controls other than tab, line feed
 * and carriage return, the noncharacters U+FFFE and U+FFFF, and unpaired surrogates.
 */
const NOT_XML = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]|${BROKEN_CHARACTER_SOURCE}`, 'g');

/**
 * Escapes text for SVG element content and attribute values. Characters XML forbids become
 * U+FFFD (�): one of them would make the whole document unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '\ufffd')
    .replace(/[&<>"]/g, (character) =>
      character === '&' ? '&amp;' : character === '<' ? '&lt;' : character === '>' ? '&gt;' : '&quot;',
    );
}
