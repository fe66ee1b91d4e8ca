/*
 * The language of a real file, told by its name the way its authors meant it. `.h` is the one
 * name that cannot be told alone: each source says whether its headers are C, C++ or
 * Objective-C.
 */

export type HeaderLanguage = 'c' | 'cpp' | 'objective-c';

const BY_EXTENSION: Record<string, string> = {
  c: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  m: 'objective-c',
  cs: 'csharp',
  java: 'java',
  kt: 'kotlin',
  scala: 'scala',
  swift: 'swift',
  rs: 'rust',
  go: 'go',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  py: 'python',
  rb: 'ruby',
  podspec: 'ruby',
  php: 'php',
  pl: 'perl',
  pm: 'perl',
  t: 'perl',
  lua: 'lua',
  sh: 'shellscript',
  bash: 'shellscript',
  ps1: 'powershell',
  psm1: 'powershell',
  sql: 'sql',
  html: 'html',
  htm: 'html',
  css: 'css',
  scss: 'scss',
  yml: 'yaml',
  yaml: 'yaml',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  toml: 'toml',
  mk: 'make',
  hs: 'haskell',
  R: 'r',
  r: 'r',
  ex: 'elixir',
  exs: 'elixir',
  erl: 'erlang',
  hrl: 'erlang',
  xml: 'xml',
  patch: 'diff',
  diff: 'diff',
};

const BY_NAME: Record<string, string> = {
  README: 'text',
  NEWS: 'text',
  CHANGES: 'text',
  INSTALL: 'text',
  TODO: 'text',
  Makefile: 'make',
  GNUmakefile: 'make',
  Dockerfile: 'docker',
  Rakefile: 'ruby',
  Gemfile: 'ruby',
};

/** The Shiki id of the file at `path`, or undefined when its name does not say. */
export function fileLanguage(path: string, header: HeaderLanguage | undefined): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (/\.min\.|\.d\.[cm]?ts$|\.bundle\.|-bundle\./.test(name)) return undefined;
  if (BY_NAME[name]) return BY_NAME[name];
  if (/^Dockerfile[.-]|\.dockerfile$/i.test(name)) return 'docker';
  // Prose: notes and guides, not licences (a few texts repeated everywhere) nor lists of names.
  if (/\.txt$/.test(name))
    return /^(?:CMakeLists|requirements|LICENSE|COPYING|robots|CREDITS|AUTHORS)/i.test(name) ? undefined : 'text';
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1];
  if (!extension) return undefined;
  if (extension === 'h') return header;
  return BY_EXTENSION[extension];
}
