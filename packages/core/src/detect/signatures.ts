/*
 * Text whose kind is certain from one mark, decided before the classifier: terminal output
 * (escape codes), a shebang, a PHP or XML prologue, an HTML document, a unified diff, a shell
 * session (lines that start with a prompt), commands without a prompt and text that parses as
 * JSON.
 */

const SHEBANG_TO_SHIKI: Record<string, string> = {
  bash: 'shellscript',
  sh: 'shellscript',
  zsh: 'shellscript',
  dash: 'shellscript',
  ksh: 'shellscript',
  fish: 'fish',
  node: 'javascript',
  deno: 'typescript',
  bun: 'typescript',
  'ts-node': 'typescript',
  tsx: 'typescript',
  python: 'python',
  ruby: 'ruby',
  perl: 'perl',
  php: 'php',
  pwsh: 'powershell',
  lua: 'lua',
  Rscript: 'r',
  elixir: 'elixir',
  escript: 'erlang',
};

/** An SGR or cursor sequence: colour codes, `ESC[2K`, `ESC[1A`… */
const ESCAPE_SEQUENCE = /\u001b\[[0-9;?]*[A-Za-z]/;
const UNIFIED_DIFF = /^(?:diff --git |--- \S.*\n\+\+\+ \S|@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@)/m;
/** The header of a patch mail (`git format-patch`), of `git show`, or of a Debian patch (DEP-3). */
const PATCH_HEADER =
  /^(?:From [0-9a-f]{40} |Subject: \[PATCH|commit [0-9a-f]{40}$)|^From: .*\n(?:Date: .*\n)?Subject: |^(?:Description|Forwarded|Bug-Debian|Last-Update|Applied-Upstream|Origin|Author):.*\n(?:Description|Forwarded|Bug-Debian|Last-Update|Applied-Upstream|Origin|Author|Bug|Reviewed-by|Date):/m;
/** `$ npm install`, `me@box:~$ ls`, `❯ ls`, `PS C:\> dir`: a prompt, a space, a command. */
const PROMPT = /^(?:\$|[\w.-]+@[\w.-]+(?::[^\s$#]*)?[$#%]|[❯➜]|PS [^>\n]*>) \S/;

/**
 * Commands people type into a terminal, as a README or a slide shows them without a prompt:
 * every line starts, unindented, with a package manager, git, docker, a file command… and holds
 * none of a program's brackets or semicolons.
 */
const COMMAND_LINE =
  /^(?:sudo\s+)?(?:npm|npx|pnpm|yarn|bun|bunx|deno|node|git|gh|docker|docker-compose|kubectl|helm|cd|ls|mkdir|rm|cp|mv|cat|touch|chmod|chown|curl|wget|pip|pip3|pipx|python|python3|uv|poetry|brew|apt|apt-get|dnf|yum|pacman|cargo|rustup|go|make|cmake|ssh|scp|tar|unzip|terraform|aws|gcloud|az|composer|bundle|gem|rails|dotnet|mvn|gradle|flutter|dart|swift|xcodebuild|systemctl|journalctl|source|nvm|corepack|\.\/[\w.-]+)(?:\s+[^\s(){};][^(){};]*)?$/;

/** A single line is a command only with an option or a tool no sentence starts with ("go to…", "make sure…"). */
const SURELY_A_COMMAND =
  /^(?:sudo|npm|npx|pnpm|yarn|bunx|git|gh|docker|kubectl|pip3?|pipx|brew|apt-get|cargo|rustup|curl|wget)\s|\s--?[A-Za-z]/;

function isCommandLines(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !/^\s*#/.test(line));
  if (lines.length === 0 || !lines.every((line) => COMMAND_LINE.test(line.trimEnd()))) return false;
  return lines.length >= 2 || SURELY_A_COMMAND.test(lines[0] as string);
}

/** An Erlang attribute (`-module(m).`, `-export([f/1]).`, `-spec f(a) -> b.`): a whole line that starts with `-`. */
const ERLANG_ATTRIBUTE = /^-(?:[a-z]\w*\(.*\)|(?:spec|type|opaque|callback)\s.*)\.\s*$/;

/**
 * Lines cut from a hunk: each starts with `+`, `-` or a space, two or more are changes, and one
 * change is glued to its text (a Markdown or YAML list item is `- item`, never `-item`). Removals
 * that are all Erlang attributes are a module's head, not a hunk.
 */
function isHunkBody(text: string): boolean {
  const lines = text.replace(/\s+$/, '').split('\n');
  if (lines.length < 2 || !lines.every((line) => line === '' || /^[+\- ]/.test(line))) return false;
  const changes = lines.filter((line) => /^[+-]/.test(line));
  if (changes.every((line) => ERLANG_ATTRIBUTE.test(line))) return false;
  return changes.length >= 2 && changes.some((line) => /^[+-](?![+\-\s])/.test(line));
}

export function languageFromSignature(code: string): string | undefined {
  if (ESCAPE_SEQUENCE.test(code)) return 'ansi';
  const text = code.trimStart();
  const shebang = /^#!\s*(?:\/usr\/bin\/env\s+(?:-S\s+)?)?(?:\S*\/)?([\w.-]+)/.exec(text);
  if (shebang?.[1]) {
    const interpreter = shebang[1].replace(/[\d.]+$/, '');
    const id = SHEBANG_TO_SHIKI[shebang[1]] ?? SHEBANG_TO_SHIKI[interpreter];
    if (id) return id;
  }
  if (text.startsWith('<?php')) return 'php';
  if (text.startsWith('<?xml')) return 'xml';
  if (/^<!doctype html|^<html[\s>]/i.test(text)) return 'html';
  if (UNIFIED_DIFF.test(text) || PATCH_HEADER.test(text) || isHunkBody(text)) return 'diff';
  const firstLine = text.split('\n', 1)[0] ?? '';
  if (PROMPT.test(firstLine)) return 'shellsession';
  if (isCommandLines(text)) return 'shellscript';
  if (/^[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      // not JSON: let the classifier decide
    }
  }
  return undefined;
}
