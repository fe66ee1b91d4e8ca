import { extname } from 'node:path';
import { findLanguage } from './languages.js';

/** File extensions that are not themselves a Shiki alias. */
const EXTENSIONS: Record<string, string> = {
  h: 'c',
  cc: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  mjs: 'javascript',
  cjs: 'javascript',
  htm: 'html',
  exs: 'elixir',
  kts: 'kotlin',
  pyi: 'python',
  rake: 'ruby',
  bash: 'shellscript',
  zsh: 'shellscript',
  yml: 'yaml',
  patch: 'diff',
};

/** The language a file name implies, or undefined when the extension says nothing. */
export function languageFromPath(path: string): string | undefined {
  const extension = extname(path).slice(1).toLowerCase();
  if (!extension) return undefined;
  return findLanguage(EXTENSIONS[extension] ?? extension);
}
