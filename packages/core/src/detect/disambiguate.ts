import {
  ASSEMBLY_MARKS,
  ASTRO,
  CPP_ONLY,
  CRYSTAL_MARKS,
  countMarks,
  DOCKER_INSTRUCTION,
  DOCKERFILE,
  ELIXIR_MARKS,
  hasTypeScriptSyntax,
  JAVASCRIPT_MARKS,
  JSX,
  LUA_MARKS,
  looksLikeJsonFragment,
  looksLikeScala,
  looksLikeSql,
  looksLikeYaml,
  MAKEFILE,
  OBJECTIVE_C,
  PERL_ONLY,
  PHP_ONLY,
  POWERSHELL_MARKS,
  R_ASSIGNMENT,
  RUBY_MARKS,
  SCSS_ONLY,
  SCSS_STRONG,
  SVELTE_MARKS,
  startsLikeToml,
  VUE_MARKS,
} from './syntax-marks.js';

/*
 * Corrections of the classifier's answer, tried in order; the first that applies wins. Two
 * kinds: a superset answer stands only with the superset's own syntax (C++ over C, SCSS over
 * CSS, TypeScript over JavaScript; Markdown and markup over what they hold are set aside before
 * this, container-labels.ts), and constructs that belong to one
 * language decide it (Dockerfile instructions, Make's rules, Scala's `def …: T =`, PowerShell's
 * cmdlets, R's `<-`…), some only against the answers the model confuses them with.
 */

interface Correction {
  answer: string;
  applies(language: string, code: string): boolean;
}

const among = (...languages: string[]) => new Set(languages);
const RUBY_NEIGHBOURS = among('yaml', 'python', 'kotlin', 'scala', 'text', 'perl', 'c');
const R_NEIGHBOURS = among('toml', 'ruby', 'c', 'python', 'text', 'markdown', 'kotlin');
const LUA_NEIGHBOURS = among('python', 'ruby', 'kotlin', 'text');
const CRYSTAL_NEIGHBOURS = among('ruby', 'text');
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
const CONSOLE_CALL = /\bconsole\.(?:log|error|warn|info|debug|table)\(/;
/** Lines within which a TSX or Svelte file shows markup: a shorter excerpt of one need not. */
const MARKUP_SHOWS_WITHIN = 20;
const MARKUP = /<\/?[A-Za-z][\w:-]*[\s>/]/;
const longEnoughToShowMarkup = (code: string) => code.split('\n').length >= MARKUP_SHOWS_WITHIN;

const CORRECTIONS: Correction[] = [
  { answer: 'docker', applies: (_, code) => DOCKERFILE.test(code) && DOCKER_INSTRUCTION.test(code) },
  // Tab-indented assembly reads as Make's recipes.
  { answer: 'make', applies: (language, code) => language !== 'asm' && MAKEFILE.test(code) },
  // Assembly run through C's preprocessor (`.S` files) starts like C: its directives decide.
  {
    answer: 'asm',
    applies: (language, code) => (language === 'c' || language === 'cpp') && countMarks(ASSEMBLY_MARKS, code) >= 2,
  },
  { answer: 'astro', applies: (language, code) => COMPONENT_NEIGHBOURS.has(language) && ASTRO.test(code) },
  {
    answer: 'svelte',
    applies: (language, code) => COMPONENT_NEIGHBOURS.has(language) && countMarks(SVELTE_MARKS, code) >= 2,
  },
  {
    answer: 'vue',
    applies: (language, code) => COMPONENT_NEIGHBOURS.has(language) && countMarks(VUE_MARKS, code) >= 2,
  },
  {
    answer: 'crystal',
    applies: (language, code) =>
      (CRYSTAL_NEIGHBOURS.has(language) && countMarks(CRYSTAL_MARKS, code) >= 1) ||
      (CRYSTAL_FAR_NEIGHBOURS.has(language) && countMarks(CRYSTAL_MARKS, code) >= 2),
  },
  { answer: 'yaml', applies: (language, code) => language !== 'yaml' && looksLikeYaml(code) },
  { answer: 'scala', applies: (language, code) => language !== 'scala' && looksLikeScala(code) },
  { answer: 'r', applies: (language, code) => R_NEIGHBOURS.has(language) && R_ASSIGNMENT.test(code) },
  { answer: 'perl', applies: (language, code) => language === 'php' && PERL_ONLY.test(code) && !PHP_ONLY.test(code) },
  { answer: 'php', applies: (language, code) => language === 'perl' && PHP_ONLY.test(code) && !PERL_ONLY.test(code) },
  { answer: 'lua', applies: (language, code) => LUA_NEIGHBOURS.has(language) && countMarks(LUA_MARKS, code) >= 2 },
  { answer: 'ruby', applies: (language, code) => RUBY_NEIGHBOURS.has(language) && countMarks(RUBY_MARKS, code) >= 2 },
  {
    answer: 'powershell',
    applies: (language, code) => language !== 'powershell' && countMarks(POWERSHELL_MARKS, code) >= 2,
  },
  { answer: 'elixir', applies: (language, code) => language !== 'elixir' && countMarks(ELIXIR_MARKS, code) >= 2 },
  { answer: 'scss', applies: (language, code) => language !== 'scss' && SCSS_STRONG.test(code) },
  {
    answer: 'objective-c',
    applies: (language, code) => (language === 'c' || language === 'cpp') && OBJECTIVE_C.test(code),
  },
  { answer: 'toml', applies: (language, code) => language !== 'python' && language !== 'ruby' && startsLikeToml(code) },
  { answer: 'json', applies: (_, code) => looksLikeJsonFragment(code) },
  { answer: 'sql', applies: (language, code) => language !== 'sql' && looksLikeSql(code) },
  { answer: 'c', applies: (language, code) => language === 'cpp' && !CPP_ONLY.test(code) },
  { answer: 'scss', applies: (language, code) => language === 'css' && /\$[a-z][\w-]*/i.test(code) },
  { answer: 'css', applies: (language, code) => language === 'scss' && !SCSS_ONLY.test(code) },
  { answer: 'tsx', applies: (language, code) => language === 'typescript' && JSX.test(code) },
  {
    answer: 'tsx',
    applies: (language, code) => language === 'javascript' && JSX.test(code) && hasTypeScriptSyntax(code),
  },
  // A TSX file shows an element within its first lines; a short excerpt of one need not.
  {
    answer: 'typescript',
    applies: (language, code) => language === 'tsx' && !JSX.test(code) && longEnoughToShowMarkup(code),
  },
  { answer: 'javascript', applies: (language, code) => language === 'typescript' && !hasTypeScriptSyntax(code) },
  { answer: 'typescript', applies: (language, code) => language === 'javascript' && hasTypeScriptSyntax(code) },
  // Tab-indented JavaScript (jQuery's style) reads as Go, whose syntax shares none of these marks.
  {
    answer: 'typescript',
    applies: (language, code) =>
      language === 'go' && countMarks(JAVASCRIPT_MARKS, code) >= 2 && hasTypeScriptSyntax(code),
  },
  { answer: 'javascript', applies: (language, code) => language === 'go' && countMarks(JAVASCRIPT_MARKS, code) >= 2 },
  // The console object is JavaScript's alone (other languages print with print, puts, println).
  {
    answer: 'typescript',
    applies: (language, code) => !SCRIPT_FAMILY.has(language) && CONSOLE_CALL.test(code) && hasTypeScriptSyntax(code),
  },
  { answer: 'javascript', applies: (language, code) => !SCRIPT_FAMILY.has(language) && CONSOLE_CALL.test(code) },
  // A Svelte component shows its markup within its first lines; a script excerpt of one need not.
  {
    answer: 'javascript',
    applies: (language, code) => language === 'svelte' && !MARKUP.test(code) && longEnoughToShowMarkup(code),
  },
];

/** The language a construct in the code decides, given the classifier's answer; undefined if none does. */
export function decidedLanguage(language: string, code: string): string | undefined {
  return CORRECTIONS.find((correction) => correction.applies(language, code))?.answer;
}

export function disambiguate(language: string, code: string): string {
  return decidedLanguage(language, code) ?? language;
}
