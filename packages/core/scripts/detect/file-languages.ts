/*
 * The language of a real file, told by its name the way its authors meant it. `.h` is the one
 * name that cannot be told alone: each source says whether its headers are C, C++ or
 * Objective-C.
 */

export type HeaderLanguage = 'c' | 'cpp' | 'objective-c';

/** What a source's own files mean where an extension has two meanings (`.m`: Objective-C or MATLAB; `.pp`: Pascal or Puppet). */
export type ExtensionOverrides = Record<string, string>;

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
  jsx: 'javascript',
  tsx: 'tsx',
  dart: 'dart',
  zig: 'zig',
  clj: 'clojure',
  cljs: 'clojure',
  cljc: 'clojure',
  ml: 'ocaml',
  mli: 'ocaml',
  fs: 'fsharp',
  fsi: 'fsharp',
  fsx: 'fsharp',
  groovy: 'groovy',
  gradle: 'groovy',
  tf: 'terraform',
  hcl: 'terraform',
  graphql: 'graphql',
  graphqls: 'graphql',
  gql: 'graphql',
  elm: 'elm',
  cr: 'crystal',
  nim: 'nim',
  nims: 'nim',
  f90: 'fortran-free-form',
  F90: 'fortran-free-form',
  f95: 'fortran-free-form',
  f03: 'fortran-free-form',
  f08: 'fortran-free-form',
  cmake: 'cmake',
  prisma: 'prisma',
  el: 'emacs-lisp',
  jl: 'julia',
  vue: 'vue',
  svelte: 'svelte',
  astro: 'astro',
  sol: 'solidity',
  nix: 'nix',
  proto: 'proto',
  ini: 'ini',
  desktop: 'ini',
  service: 'ini',
  bat: 'bat',
  cmd: 'bat',
  asm: 'asm',
  s: 'asm',
  S: 'asm',
  vb: 'vb',
  bas: 'vb',
  pas: 'pascal',
  dpr: 'pascal',
  lpr: 'pascal',
  gleam: 'gleam',
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
  'CMakeLists.txt': 'cmake',
  Jenkinsfile: 'groovy',
};

/** The Shiki id of the file at `path`, or undefined when its name does not say. */
export function fileLanguage(
  path: string,
  header: HeaderLanguage | undefined,
  overrides: ExtensionOverrides = {},
): string | undefined {
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
  return overrides[extension] ?? BY_EXTENSION[extension];
}
