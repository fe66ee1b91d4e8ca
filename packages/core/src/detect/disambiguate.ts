import {
  CLOJURE_ONLY,
  CPP_STANDARD_LIBRARY,
  CRYSTAL_TYPES,
  CSHARP_DOC_COMMENT,
  DART_INTERPOLATION,
  DART_ONLY,
  ELIXIR_DO_BLOCK,
  ELM_ONLY,
  EMACS_LISP_MARKS,
  ERLANG_BINARY,
  ERLANG_ONLY,
  FORTRAN_ONLY,
  GRAPHQL_ONLY,
  GRAPHQL_OPERATION,
  HASKELL_ONLY,
  hasMatlabMarks,
  hasOcamlVariants,
  JEST_EXPECTATION,
  LUA_ONLY,
  looksLikeInstructions,
  looksLikeSelectionSet,
  MATLAB_ONLY,
  NIM_ONLY,
  OCAML_ONLY,
  PASCAL_MARKS,
  PHP_TYPED_PARAMETER,
  POWERSHELL_COMMAND,
  POWERSHELL_ONLY,
  POWERSHELL_TYPED,
  PRISMA_ONLY,
  PYTHON_ONLY,
  R_ROXYGEN,
  RUBY_MAGIC_COMMENT,
  SCALA_ONLY,
  SHELL_ARRAY,
  SOLIDITY_ONLY,
  SWIFT_ONLY,
  TOML_QUOTED_TABLE,
  VB_MARKS,
  VB_ONLY,
  VUE_DIRECTIVE,
  YAML_BLOCK,
} from './language-constructs.js';
import {
  looksLikeMarkdownDocument,
  looksLikeMarkdownProse,
  MARKDOWN_HEADING_LINE,
  MARKDOWN_STRUCTURE,
  opensWithFrontMatter,
} from './markdown-marks.js';
import {
  ANY_MARKUP,
  ASSEMBLY_MARKS,
  ASTRO,
  ASTRO_FRONTMATTER_OPENING,
  BRACED_ATTRIBUTE,
  CPP_DECISIVE,
  CPP_INCLUDE,
  CPP_ONLY,
  CPP_STANDARD_HEADER_LINE,
  CRYSTAL_MARKS,
  countMarks,
  DOCKER_INSTRUCTION,
  DOCKERFILE,
  ELIXIR_MARKS,
  GLEAM_MARKS,
  GROOVY_MARKS,
  hasDockerInstructions,
  hasTypeScriptSyntax,
  hasVueOwnSyntax,
  JAVASCRIPT_MARKS,
  JSX,
  JSX_IN_CODE,
  LUA_MARKS,
  looksLikeIni,
  looksLikeJsonFragment,
  looksLikeScala,
  looksLikeSql,
  looksLikeYaml,
  looksLikeYamlSequence,
  MAKEFILE,
  OBJECTIVE_C,
  OPENS_WITH_SCRIPT,
  PERL_MARKS,
  PERL_ONLY,
  PHP_ONLY,
  POWERSHELL_MARKS,
  R_ASSIGNMENT,
  RUBY_MARKS,
  RUST_MARKS,
  SASS_MODULE_CALL,
  SCSS_ONLY,
  SCSS_STRONG,
  SCSS_VARIABLE,
  SVELTE_MARKS,
  SVELTE_MODULE_SCRIPT,
  SVELTE_RUNE,
  startsLikeToml,
  VUE_MARKS,
  withoutStringsAndComments,
} from './syntax-marks.js';

/*
 * Corrections of the classifier's answer, tried in order; the first that applies wins. Two
 * kinds: a superset answer stands only with the superset's own syntax (C++ over C, SCSS over
 * CSS, TypeScript over JavaScript; Markdown and markup over what they hold are set aside before
 * this, unmarked-labels.ts), and constructs that belong to one
 * language decide it (Dockerfile instructions, Make's rules, Scala's `def …: T =`, PowerShell's
 * cmdlets, R's `<-`…), some only against the answers the model confuses them with.
 */

interface Correction {
  answer: string;
  /** The classifier's answers this correction may overrule. */
  from: Answers;
  /** The construct in the code that decides the answer (or, for a superset, rules it out). */
  when(code: string): boolean;
  /**
   * Set for a superset's answer set aside because its own syntax is absent (C++ without
   * C++'s, TypeScript without types): that rules one label out rather than naming another.
   */
  rulesOut?: true;
}

/** What a correction says: the answer, and whether a construct of that language named it. */
export interface Decision {
  answer: string;
  byConstruct: boolean;
}

/** Which of the classifier's answers a correction may overrule. */
type Answers = (language: string) => boolean;
const any: Answers = () => true;
const among = (...languages: string[]): Answers => {
  const included = new Set(languages);
  return (language) => included.has(language);
};
const only = (language: string): Answers => among(language);
const otherThan = (...languages: string[]): Answers => {
  const excluded = new Set(languages);
  return (language) => !excluded.has(language);
};
const RUBY_NEIGHBOURS = among('yaml', 'python', 'kotlin', 'scala', 'text', 'perl', 'c');
const R_NEIGHBOURS = among('toml', 'ruby', 'c', 'python', 'text', 'markdown', 'kotlin');
const LUA_NEIGHBOURS = among('python', 'ruby', 'kotlin', 'text');
const CRYSTAL_NEIGHBOURS = among('ruby', 'text');
/** Gleam's pipes and arrows read as Elixir's, its `pub fn` as Rust's; its own answer stands (Elixir's marks would take it). */
const GLEAM_NEIGHBOURS = among('gleam', 'elixir', 'erlang', 'rust', 'text');
/** What a few lines of Rust declarations read as: no container, whose code blocks may hold Rust. */
const RUST_NEIGHBOURS = among('text', 'proto', 'c', 'cpp', 'zig', 'go', 'swift');
/** Languages that share one of Crystal's marks (Swift's and Julia's `struct`, Elixir's `{{`): two are needed. */
const CRYSTAL_FAR_NEIGHBOURS = among('swift', 'julia', 'elixir');
/** What a component file's markup, style or script alone reads as. */
const COMPONENT_NEIGHBOURS = among(
  'html',
  'css',
  'scss',
  'javascript',
  'typescript',
  'tsx',
  'vue',
  'svelte',
  'astro',
  'xml',
);
/** Languages that write JavaScript, or hold it. */
const SCRIPT_FAMILY = among('javascript', 'typescript', 'tsx', 'vue', 'svelte', 'astro', 'html', 'markdown', 'text');
const CODE_FENCE = /^\s*(?:```|~~~)/m;
/** An HTML comment, to its end or to the end of the lines at hand. */
const HTML_COMMENT = /<!--(?:[\s\S]*?-->|[\s\S]*$)/g;
const CONSOLE_CALL = /\bconsole\.(?:log|error|warn|info|debug|table)\(/;
/**
 * Lines within which a file shows what only its language writes (a TSX file an element, a
 * Svelte component markup, C++ its own constructs): a shorter excerpt of one need not.
 */
const OWN_SYNTAX_SHOWS_WITHIN = 20;
const C_FAMILY = among('c', 'cpp');
/** What a component adds to markup: an expression in braces, a script, a style, a slot, a documentation comment. */
const SCRIPTED_MARKUP = /[{}]|<script|<style|<slot\b|@component\b/;
const longEnoughToShowOwnSyntax = (code: string) => code.split('\n').length >= OWN_SYNTAX_SHOWS_WITHIN;
/** An element in the code itself, not in a string (a test's fixture may hold TSX). */
const hasJsxElement = (code: string) => JSX.test(withoutStringsAndComments(code));
/** What the templates read as that hold no code: an element returned from a function is JSX. */
const TEMPLATE_ANSWERS = among('svelte', 'vue', 'html');
/** What a JavaScript test's expectations read as. */
const TEST_EXPECTATION_NEIGHBOURS = among('dart', 'swift', 'kotlin', 'java', 'groovy', 'scala', 'text');
/** Markup with nothing a component adds to it: no expression, script or style, no mark of Vue's. */
const isPlainMarkup = (code: string) =>
  ANY_MARKUP.test(code) &&
  !SCRIPTED_MARKUP.test(code) &&
  !VUE_DIRECTIVE.test(code) &&
  countMarks(VUE_MARKS, code) === 0;

/**
 * Twenty lines of notes with no heading, fence, link, bold text, quote or table are prose, not
 * Markdown: NEWS, INSTALL and change logs underline titles and quote `code` too. Without a fence
 * they hold no code block, so the corrections then read them as they read prose (a Haskell file
 * of pragmas and a comment block the model took for notes).
 */
const readsAsProse = (language: string, code: string) =>
  language === 'markdown' && longEnoughToShowOwnSyntax(code) && !MARKDOWN_STRUCTURE.test(code);

const CORRECTIONS: Correction[] = [
  // A component's top level holds blocks and markup, never a heading (but its documentation
  // comment may: Svelte's `<!-- @component ## Props -->`): VitePress's pages put a `<script setup>`
  // above their Markdown.
  {
    answer: 'markdown',
    from: among('vue', 'svelte', 'astro'),
    when: (code) => MARKDOWN_HEADING_LINE.test(code.replace(HTML_COMMENT, '')),
  },
  // A YAML answer stands: its next document may follow `---`.
  {
    answer: 'markdown',
    from: (language) => COMPONENT_NEIGHBOURS(language) || language === 'text',
    when: opensWithFrontMatter,
  },
  { answer: 'markdown', from: otherThan('markdown'), when: looksLikeMarkdownProse },
  // A heading, prose, then a fenced block: a Markdown document, whatever language its block shows.
  { answer: 'markdown', from: otherThan('markdown'), when: looksLikeMarkdownDocument },
  { answer: 'docker', from: any, when: (code) => DOCKERFILE.test(code) && DOCKER_INSTRUCTION.test(code) },
  // What Dockerfile lines read as; SQL writes `COPY` too, and other code quotes Dockerfiles.
  {
    answer: 'docker',
    from: among('shellscript', 'ini', 'nix', 'cmake', 'make', 'yaml', 'text', 'perl', 'bat'),
    when: hasDockerInstructions,
  },
  // Before Make's, and standing for an INI answer too: a unit's `ExecStart=` may hold `$$(…)`,
  // which Make writes.
  { answer: 'ini', from: any, when: looksLikeIni },
  // Tab-indented assembly reads as Make's recipes, and tab-indented declarations under a
  // `selector:pseudo {` line as a rule and its recipe.
  { answer: 'make', from: otherThan('asm', 'css', 'scss'), when: (code) => MAKEFILE.test(code) },
  // Assembly run through C's preprocessor (`.S` files) starts like C: its directives decide.
  { answer: 'asm', from: C_FAMILY, when: (code) => countMarks(ASSEMBLY_MARKS, code) >= 2 },
  // Operands on registers, line after line, are an assembler's (a file's licence text aside).
  { answer: 'asm', from: otherThan('asm', 'markdown'), when: looksLikeInstructions },
  {
    answer: 'astro',
    from: COMPONENT_NEIGHBOURS,
    when: (code) => ASTRO.test(code) || ASTRO_FRONTMATTER_OPENING.test(code),
  },
  // An element returned from a function is JSX: a template's markup is never in code.
  { answer: 'tsx', from: TEMPLATE_ANSWERS, when: (code) => JSX_IN_CODE.test(code) && hasTypeScriptSyntax(code) },
  { answer: 'javascript', from: TEMPLATE_ANSWERS, when: (code) => JSX_IN_CODE.test(code) },
  // Before Svelte's: a `<script setup>` or a file opening with `<template>` is no Svelte component.
  { answer: 'vue', from: COMPONENT_NEIGHBOURS, when: hasVueOwnSyntax },
  { answer: 'svelte', from: otherThan('markdown'), when: (code) => countMarks(SVELTE_MARKS, code) >= 2 },
  { answer: 'svelte', from: COMPONENT_NEIGHBOURS, when: (code) => SVELTE_MODULE_SCRIPT.test(code) },
  // A file opening with a script is a component; Vue's show their own marks (decided above).
  {
    answer: 'svelte',
    from: among('tsx', 'typescript', 'javascript'),
    when: (code) =>
      OPENS_WITH_SCRIPT.test(code) &&
      ANY_MARKUP.test(code.replace(OPENS_WITH_SCRIPT, '')) &&
      countMarks(VUE_MARKS, code) === 0,
  },
  // Runes in a script beside markup; without markup they are a `.svelte.js` module's, JavaScript.
  { answer: 'svelte', from: COMPONENT_NEIGHBOURS, when: (code) => SVELTE_RUNE.test(code) && ANY_MARKUP.test(code) },
  // An attribute's value in braces is a component's expression, and a script beside it is Svelte's.
  { answer: 'svelte', from: only('html'), when: (code) => BRACED_ATTRIBUTE.test(code) && /<script[\s>]/.test(code) },
  // Svelte's expressions are in braces: markup with none, no script and no style is an HTML page
  // or template, however short (Astro's components read alike: their answer stands).
  { answer: 'html', from: only('svelte'), when: isPlainMarkup },
  {
    answer: 'vue',
    from: COMPONENT_NEIGHBOURS,
    when: (code) => countMarks(VUE_MARKS, code) >= 2 || VUE_DIRECTIVE.test(code),
  },
  { answer: 'gleam', from: GLEAM_NEIGHBOURS, when: (code) => countMarks(GLEAM_MARKS, code) >= 2 },
  { answer: 'rust', from: RUST_NEIGHBOURS, when: (code) => countMarks(RUST_MARKS, code) >= 1 },
  // Before Crystal's and Lua's (Ruby's `end` and `then` are two of Lua's marks): Ruby's own answer stands.
  { answer: 'ruby', from: otherThan('markdown'), when: (code) => RUBY_MAGIC_COMMENT.test(code) },
  {
    answer: 'crystal',
    from: CRYSTAL_NEIGHBOURS,
    when: (code) => countMarks(CRYSTAL_MARKS, code) >= 1 || CRYSTAL_TYPES.test(code),
  },
  {
    answer: 'crystal',
    from: CRYSTAL_FAR_NEIGHBOURS,
    when: (code) => countMarks(CRYSTAL_MARKS, code) >= 2,
  },
  { answer: 'yaml', from: otherThan('yaml'), when: looksLikeYaml },
  { answer: 'yaml', from: otherThan('yaml', 'markdown'), when: looksLikeYamlSequence },
  { answer: 'groovy', from: otherThan('groovy'), when: (code) => countMarks(GROOVY_MARKS, code) >= 2 },
  { answer: 'scala', from: otherThan('scala'), when: looksLikeScala },
  { answer: 'scala', from: otherThan('scala', 'markdown'), when: (code) => SCALA_ONLY.test(code) },
  { answer: 'r', from: R_NEIGHBOURS, when: (code) => R_ASSIGNMENT.test(code) },
  // roxygen's tags are R's alone: against any answer, but not in Markdown's fenced blocks.
  {
    answer: 'r',
    from: otherThan('r'),
    when: (code) => (code.match(R_ROXYGEN)?.length ?? 0) >= 2 && !CODE_FENCE.test(code),
  },
  { answer: 'haskell', from: otherThan('haskell', 'markdown'), when: (code) => HASKELL_ONLY.test(code) },
  { answer: 'fortran-free-form', from: otherThan('markdown'), when: (code) => FORTRAN_ONLY.test(code) },
  { answer: 'erlang', from: otherThan('markdown'), when: (code) => ERLANG_ONLY.test(code) },
  { answer: 'elm', from: otherThan('markdown'), when: (code) => ELM_ONLY.test(code) },
  // Elixir writes binaries too, and a shell may append a here-document's text (`<<"EOF">>log`).
  {
    answer: 'erlang',
    from: otherThan('erlang', 'elixir', 'shellscript', 'markdown'),
    when: (code) => ERLANG_BINARY.test(code),
  },
  { answer: 'php', from: otherThan('php', 'markdown'), when: (code) => PHP_TYPED_PARAMETER.test(code) },
  { answer: 'prisma', from: otherThan('prisma', 'markdown'), when: (code) => PRISMA_ONLY.test(code) },
  // A schema or query inside a template literal (`gql\`…\``) is JavaScript's.
  {
    answer: 'graphql',
    from: otherThan('graphql', 'markdown'),
    when: (code) =>
      (GRAPHQL_ONLY.test(code) || GRAPHQL_OPERATION.test(code) || looksLikeSelectionSet(code)) && !code.includes('`'),
  },
  { answer: 'dart', from: otherThan('dart', 'markdown'), when: (code) => DART_ONLY.test(code) },
  {
    answer: 'dart',
    from: among('javascript', 'typescript', 'tsx', 'java', 'c', 'cpp', 'csharp', 'solidity'),
    when: (code) => DART_INTERPOLATION.test(code),
  },
  { answer: 'solidity', from: otherThan('solidity', 'markdown'), when: (code) => SOLIDITY_ONLY.test(code) },
  { answer: 'elixir', from: among('ruby', 'crystal', 'python', 'text'), when: (code) => ELIXIR_DO_BLOCK.test(code) },
  { answer: 'toml', from: among('nix', 'ini', 'text', 'yaml'), when: (code) => TOML_QUOTED_TABLE.test(code) },
  // Python's `else:` may open a block of annotated names; Markdown's front matter is YAML.
  { answer: 'yaml', from: otherThan('yaml', 'python', 'markdown'), when: (code) => YAML_BLOCK.test(code) },
  { answer: 'shellscript', from: among('yaml', 'text', 'make', 'ini', 'perl'), when: (code) => SHELL_ARRAY.test(code) },
  // Rust writes `fn`, Go `func` without an arrow; Kotlin `fun`.
  {
    answer: 'csharp',
    from: among('xml', 'html', 'text', 'zig', 'c', 'objective-c', 'rust'),
    when: (code) => CSHARP_DOC_COMMENT.test(code),
  },
  {
    answer: 'swift',
    from: among('kotlin', 'scala', 'groovy', 'rust', 'go', 'java', 'text'),
    when: (code) => SWIFT_ONLY.test(code),
  },
  { answer: 'ocaml', from: among('fsharp', 'haskell', 'elm', 'text'), when: (code) => OCAML_ONLY.test(code) },
  {
    answer: 'ocaml',
    from: among('text', 'c', 'cpp', 'nix', 'lua', 'perl', 'julia', 'rust', 'fsharp', 'haskell'),
    when: hasOcamlVariants,
  },
  {
    answer: 'emacs-lisp',
    from: among('clojure', 'text'),
    when: (code) => countMarks(EMACS_LISP_MARKS, code) >= 1 && !CLOJURE_ONLY.test(code),
  },
  {
    answer: 'clojure',
    from: among('emacs-lisp', 'text'),
    when: (code) => CLOJURE_ONLY.test(code) && countMarks(EMACS_LISP_MARKS, code) === 0,
  },
  {
    answer: 'vb',
    from: otherThan('vb', 'bat', 'markdown'),
    when: (code) => countMarks(VB_MARKS, code) >= 2 || VB_ONLY.test(code),
  },
  // PL/pgSQL's functions write `begin` and `end;` too.
  {
    answer: 'pascal',
    from: otherThan('pascal', 'markdown', 'sql'),
    when: (code) => countMarks(PASCAL_MARKS, code) >= 2,
  },
  { answer: 'matlab', from: otherThan('matlab', 'markdown'), when: (code) => MATLAB_ONLY.test(code) },
  {
    answer: 'matlab',
    from: among('text', 'nix', 'bat', 'ruby', 'lua', 'javascript', 'julia', 'python', 'c'),
    when: hasMatlabMarks,
  },
  { answer: 'nim', from: among('python', 'text', 'crystal', 'ruby', 'julia'), when: (code) => NIM_ONLY.test(code) },
  // PHP and Perl share marks: their pair is decided below, by what only one of them writes.
  // Markdown's fenced blocks may show Perl; a file of Perl holds no fence. Perl's own answer
  // stands (`$_` and a `Set-Cookie` header are two of PowerShell's marks).
  {
    answer: 'perl',
    from: otherThan('php'),
    when: (code) => countMarks(PERL_MARKS, code) >= 2 && !CODE_FENCE.test(code),
  },
  { answer: 'perl', from: only('php'), when: (code) => PERL_ONLY.test(code) && !PHP_ONLY.test(code) },
  { answer: 'php', from: only('perl'), when: (code) => PHP_ONLY.test(code) && !PERL_ONLY.test(code) },
  // Not over prose: notes show Python's functions too.
  {
    answer: 'python',
    from: among('asm', 'nim', 'scala', 'groovy', 'kotlin', 'ruby', 'crystal', 'elixir', 'make', 'yaml'),
    when: (code) => PYTHON_ONLY.test(code),
  },
  { answer: 'lua', from: LUA_NEIGHBOURS, when: (code) => countMarks(LUA_MARKS, code) >= 2 },
  { answer: 'lua', from: otherThan('lua', 'markdown'), when: (code) => LUA_ONLY.test(code) },
  {
    answer: 'ruby',
    from: RUBY_NEIGHBOURS,
    when: (code) => countMarks(RUBY_MARKS, code) >= 2,
  },
  // Batch files run PowerShell inline (`powershell -Command "…"`): their own answer stands.
  {
    answer: 'powershell',
    from: otherThan('powershell', 'bat'),
    when: (code) => countMarks(POWERSHELL_MARKS, code) >= 2,
  },
  // A workflow's steps hold scripts too: a YAML answer stands against one construct.
  {
    answer: 'powershell',
    from: otherThan('powershell', 'bat', 'markdown', 'yaml'),
    when: (code) => POWERSHELL_ONLY.test(code) || POWERSHELL_TYPED.test(code) || POWERSHELL_COMMAND.test(code),
  },
  {
    answer: 'cpp',
    // Objective-C++ writes `std::` beside its own syntax: an Objective-C answer stands.
    from: among('c', 'text', 'java', 'csharp'),
    when: (code) => CPP_STANDARD_LIBRARY.test(code) || CPP_INCLUDE.test(code),
  },
  // C++ holding a page in a raw string: HTML would have escaped the header's `<`.
  { answer: 'cpp', from: among('html', 'xml'), when: (code) => CPP_STANDARD_HEADER_LINE.test(code) },
  { answer: 'elixir', from: otherThan('elixir'), when: (code) => countMarks(ELIXIR_MARKS, code) >= 2 },
  // A TypeScript class declares `$animations: Record<K, V>;` as Sass declares a variable.
  { answer: 'scss', from: otherThan('scss', 'typescript', 'tsx'), when: (code) => SCSS_STRONG.test(code) },
  { answer: 'objective-c', from: C_FAMILY, when: (code) => OBJECTIVE_C.test(code) },
  { answer: 'toml', from: otherThan('python', 'ruby'), when: startsLikeToml },
  { answer: 'json', from: any, when: looksLikeJsonFragment },
  { answer: 'sql', from: otherThan('sql'), when: looksLikeSql },
  // Code in C's style read as C, but for a namespace, a qualified name or a reference: C++.
  { answer: 'cpp', from: only('c'), when: (code) => CPP_DECISIVE.test(withoutStringsAndComments(code)) },
  // A C++ file shows C++'s own syntax within its first lines; a short excerpt of one need not.
  {
    answer: 'c',
    from: only('cpp'),
    when: (code) => !CPP_ONLY.test(code) && longEnoughToShowOwnSyntax(code),
    rulesOut: true,
  },
  { answer: 'scss', from: only('css'), when: (code) => SCSS_VARIABLE.test(code) || SASS_MODULE_CALL.test(code) },
  { answer: 'css', from: only('scss'), when: (code) => !SCSS_ONLY.test(code), rulesOut: true },
  { answer: 'tsx', from: only('typescript'), when: (code) => JSX.test(code) },
  { answer: 'tsx', from: only('javascript'), when: (code) => JSX.test(code) && hasTypeScriptSyntax(code) },
  // A TSX answer with neither an element nor a type is JavaScript, as TypeScript's is (the
  // model reads object literals of options as TSX).
  {
    answer: 'javascript',
    from: only('tsx'),
    when: (code) => !hasJsxElement(code) && !hasTypeScriptSyntax(code),
    rulesOut: true,
  },
  // A TSX file shows an element within its first lines; a short excerpt of one need not.
  {
    answer: 'typescript',
    from: only('tsx'),
    when: (code) => !hasJsxElement(code) && longEnoughToShowOwnSyntax(code),
    rulesOut: true,
  },
  { answer: 'javascript', from: only('typescript'), when: (code) => !hasTypeScriptSyntax(code), rulesOut: true },
  { answer: 'typescript', from: only('javascript'), when: hasTypeScriptSyntax },
  // Tab-indented JavaScript (jQuery's style) reads as Go, whose syntax shares none of these marks.
  {
    answer: 'typescript',
    from: only('go'),
    when: (code) => countMarks(JAVASCRIPT_MARKS, code) >= 2 && hasTypeScriptSyntax(code),
  },
  { answer: 'javascript', from: only('go'), when: (code) => countMarks(JAVASCRIPT_MARKS, code) >= 2 },
  // The console object is JavaScript's alone (other languages print with print, puts, println).
  {
    answer: 'typescript',
    from: (language) => !SCRIPT_FAMILY(language),
    when: (code) => CONSOLE_CALL.test(code) && hasTypeScriptSyntax(code),
  },
  { answer: 'javascript', from: (language) => !SCRIPT_FAMILY(language), when: (code) => CONSOLE_CALL.test(code) },
  {
    answer: 'typescript',
    from: TEST_EXPECTATION_NEIGHBOURS,
    when: (code) => JEST_EXPECTATION.test(code) && hasTypeScriptSyntax(code),
  },
  { answer: 'javascript', from: TEST_EXPECTATION_NEIGHBOURS, when: (code) => JEST_EXPECTATION.test(code) },
  // A Svelte component shows its markup within its first lines; a script excerpt of one need not.
  {
    answer: 'javascript',
    from: only('svelte'),
    when: (code) => !ANY_MARKUP.test(code) && longEnoughToShowOwnSyntax(code),
    rulesOut: true,
  },
];

/** What the code decides given the classifier's answer; undefined if nothing does. */
export function decide(language: string, code: string): Decision | undefined {
  const prose = readsAsProse(language, code);
  const asked = prose ? 'text' : language;
  const correction = CORRECTIONS.find((candidate) => candidate.from(asked) && candidate.when(code));
  if (correction) return { answer: correction.answer, byConstruct: !correction.rulesOut };
  return prose ? { answer: 'text', byConstruct: true } : undefined;
}

/**
 * Whether a construct of `language` stands in the code, whatever the classifier answered: the
 * model's own answer confirmed.
 */
export function constructConfirms(language: string, code: string): boolean {
  return CORRECTIONS.some(
    (correction) => correction.answer === language && !correction.rulesOut && correction.when(code),
  );
}

export function disambiguate(language: string, code: string): string {
  return decide(language, code)?.answer ?? language;
}
