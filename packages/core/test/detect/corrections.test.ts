import { describe, expect, it } from 'vitest';
import { detectLanguageOf } from '../../src/detect/detect-language.js';
import { constructConfirms, decide, disambiguate } from '../../src/detect/disambiguate.js';
import { PLAIN_TEXT_BELOW } from '../../src/detect/plain-text-threshold.js';
import { ASSEMBLY_MARKS, countMarks } from '../../src/detect/syntax-marks.js';

/* The corrections applied to the classifier's answer, each one for what decides it. */

/** Each of `tables` reads as INI over a TOML or a shell answer; none of `others` is turned into INI. */
function expectIniOnly(tables: string[], others: string[]) {
  for (const code of tables) {
    expect(disambiguate('toml', code), code).toBe('ini');
    expect(disambiguate('shellscript', code), code).toBe('ini');
  }
  for (const code of others) expect(decide('toml', code)?.answer, code).not.toBe('ini');
}

/**
 * Each of `decided` reads as `language` over each of `answers`; each of `kept`, a pair of the
 * classifier's answer and a text, keeps its answer.
 */
function expectConstruct(language: string, answers: string[], decided: string[], kept: [string, string][]) {
  for (const code of decided) for (const answer of answers) expect(disambiguate(answer, code), code).toBe(language);
  for (const [answer, code] of kept) expect(disambiguate(answer, code), code).toBe(answer);
}

describe('corrections of the classifier', () => {
  it('turns JavaScript with TypeScript-only syntax into TypeScript, and leaves plain JavaScript', () => {
    const typed = [
      'import { readFile } from "node:fs/promises";',
      'export async function load(path: string, ts: typeof import("typescript")) {',
      '  const source = await readFile(path, "utf8");',
      '  return source satisfies string;',
      '}',
    ];
    expect(disambiguate('javascript', typed.join('\n'))).toBe('typescript');
    for (const construct of [
      'keyof Options',
      'class Store implements Cache {}',
      'abstract class Shape {}',
      'user!.name',
      'function first<T>(items) {}',
      'const [name, setName] = useState<string | null>(null);',
      'const prices = new Map<string, Price>();',
    ]) {
      expect(disambiguate('javascript', `const x = 1;\n${construct}\n`)).toBe('typescript');
    }
    const plain = [
      'const total = items.reduce((sum, item) => sum + item.price, 0);',
      'export default function sum(a, b) {',
      '  return a === b ? a : a + b;',
      '}',
    ];
    expect(disambiguate('javascript', plain.join('\n'))).toBe('javascript');
  });

  it("reads TypeScript's syntax in annotations only: not in object literals, ternaries, strings or comments", () => {
    const javascript = [
      'const userSchema = new mongoose.Schema({\n  name: String,\n  createdAt: { type: Date, default: Date.now },\n});',
      'export default {\n  props: {\n    title: { type: String, required: true },\n  },\n};',
      'const shape = isRound ? circle : Square;',
      // Comparisons, not a type argument.
      'if (a<b && c>(d)) go();',
      '// The type Options is an interface Config takes.\nconst options = { retries: 3 };',
      'const message = "declare namespace Foo and let x: Bar = 1";',
    ];
    for (const code of javascript) expect(disambiguate('javascript', code), code).toBe('javascript');
    const typescript = [
      'function load(path: Path, retries: number) {}',
      'let cache: Cache = new Map();',
      'function first(): Item {\n  return items[0];\n}',
      'class Store {\n  private items: Item[];\n}',
      '    annotations?: AnnotationsMap<T, never>,\n    options?: Options\n): T',
    ];
    for (const code of typescript) expect(disambiguate('javascript', code), code).toBe('typescript');
  });

  it('reads INI by what no other label writes: bare text values with a section or a spaced key', () => {
    const ini = [
      "[Unit]\nDescription=Backup job\n\n[Service]\nExecStart=/bin/sh -c 'tar czf $$(date +%%F).tgz /srv'\nType=oneshot",
      'Auto = Automatic\nBuffer size = Buffer size\nClassic (lowest latency) = Classic',
      '; a comment\n[Desktop Entry]\nName=Files\nExec=nautilus %U',
    ];
    for (const code of ini) {
      expect(disambiguate('toml', code), code).toBe('ini');
      // A Make answer does not overrule it (a unit's `$$(…)` looks like Make's).
      expect(disambiguate('ini', code), code).toBe('ini');
    }
    const others = [
      // TOML quotes its strings: nothing TOML rejects.
      '[package]\nname = "glyphcast"\nversion = "0.1.0"\nedition = 2021',
      // Declarations name one word: `local x = …`, `const y = …`.
      'local socket = require "socket"\nlocal host = arg and arg[1]',
      'const server = http\nconst port = process',
      // A type's name before a variable's, in Groovy, Java, C#…
      'Properties props = new Properties()\nString name = project.name\nFile output = file("build/out")',
      'String host = "localhost"\nint port = 8080\ndef url = baseUrl',
      // Make's variables, shell's assignments, Julia's one-line functions.
      'CC = gcc\nCFLAGS = -O2 -Wall',
      'PREFIX=/usr/local\nBINDIR=bin',
      'f(x) = sin(x)\ng(x) = cos(x)',
    ];
    for (const code of others) expect(decide('toml', code)?.answer, code).not.toBe('ini');
  });

  it("reads twenty lines of notes with none of Markdown's structure as prose", () => {
    const news = [
      'Version 1.9.4',
      '=============',
      '',
      'Released 2024-02-01',
      '',
      '* Fixed a crash when the `--quiet` option was given twice.',
      '* The build no longer needs Perl.',
      ...Array.from({ length: 14 }, (_, index) => `* Change number ${index + 1} to the library.`),
    ].join('\n');
    expect(news.split('\n').length).toBeGreaterThanOrEqual(20);
    expect(disambiguate('markdown', news)).toBe('text');
    // A heading, a link or a fence is Markdown's own; a short text may be either.
    expect(disambiguate('markdown', `# Changes\n\n${news}`)).toBe('markdown');
    expect(disambiguate('markdown', `${news}\n\nSee [the docs](https://example.com).`)).toBe('markdown');
    expect(disambiguate('markdown', news.split('\n').slice(0, 8).join('\n'))).toBe('markdown');
  });

  it('reads markup without a brace, a script, a style or a mark of Vue as HTML, not Svelte', () => {
    const row = (index: number) => `  <div class="govuk-date-input__item" id="item-${index}">Day ${index}</div>`;
    const markup = [
      '<div class="govuk-form-group">',
      ...Array.from({ length: 20 }, (_, index) => row(index)),
      '</div>',
    ];
    expect(disambiguate('svelte', markup.join('\n'))).toBe('html');
    // However short: a template's excerpt shows nothing of a component.
    expect(disambiguate('svelte', markup.slice(0, 4).join('\n'))).toBe('html');
    // A brace, a script, or Vue's bound attribute is a component's; Astro's answer stands.
    expect(disambiguate('svelte', [...markup, '<p>{count}</p>'].join('\n'))).toBe('svelte');
    expect(disambiguate('svelte', ['<script>let count = 0;</script>', ...markup].join('\n'))).toBe('svelte');
    expect(disambiguate('svelte', [...markup.slice(0, 4), '  <img :src="logo" />'].join('\n'))).toBe('vue');
    expect(disambiguate('astro', markup.slice(0, 4).join('\n'))).toBe('astro');
  });

  it("reads Astro's directives as Astro, and leaves Svelte's transitions to Svelte", () => {
    expect(disambiguate('tsx', '<Counter client:load count={3} />')).toBe('astro');
    expect(disambiguate('tsx', '<div\n  data-initial-mode={initialMode}\n  transition:persist\n  {...rest}')).toBe(
      'astro',
    );
    expect(disambiguate('svelte', '<p transition:fade>{message}</p>\n{#if open}<Dialog />{/if}')).toBe('svelte');
  });

  it('reads pairs beside an empty value or a `;` comment as INI, not a declaration', () => {
    expectIniOnly(
      [
        'malloc_implementation = libc\nextras =\nplugins =\nbin_name = uwsgi',
        'route-if = >:$LIMIT;10 goto:blockit\n; end of routing\nroute-run = last:',
      ],
      ['  let to_list t = Array.to_list t.row\n\n  let to_assoc t =\n    let l = ref [] in', 'x = 1\ny = 2'],
    );
  });

  it('reads pairs whose value is a phrase as INI, not code assigning one expression', () => {
    expectIniOnly(
      ['description = Ask for passwords on the wall\nrestart = always', 'title = Taille du tampon\nsize = 12'],
      [
        // Make's variables are capitalised; code assigns an expression or a keyword's phrase.
        'SOURCES = main.c util.c\nCFLAGS = -O2',
        'done = not finished\nresult = await fetch',
        'x = y\nz = w',
      ],
    );
  });

  it('reads a locale table of `Key.Name="text"` pairs as INI, not TOML or a shell', () => {
    expectIniOnly(
      [
        '# add source dialog\nBasic.SourceSelect="Add Source"\nBasic.SourceSelect.Recent="Recently Created"\nScripts="Skriptlər"',
      ],
      [
        // TOML spaces its sign, dotted keys included.
        'server.host = "localhost"\nserver.port = "8080"',
        // A shell variable's name holds no dot.
        'NAME="glyphcast"\nVERSION="1.0"',
        // One tight pair among others decides nothing.
        'a.b="x"\nc = "y"',
        // Code after the string: a statement, not a pair.
        'window.title="Hi";\ndocument.lang="en";',
      ],
    );
  });

  it('reads capitalised keys tight against their sign as INI: locale tables, systemd units', () => {
    expectIniOnly(
      [
        'DVTiming="Timing DV"\nResolution="Risoluzione"\nFrameRate="Velocità fotogrammi"',
        '# the unit\nDescription=Ask for passwords\nExecStart=/usr/bin/ask --wall\nRestart=always',
      ],
      [
        // A shell's variables are upper or lower case.
        'NAME=glyphcast\nVERSION=1.0',
        'name=glyphcast\nversion=1.0',
        // MATLAB's statements end with a semicolon or call a function.
        'Fs=1000;\nNfft=512;',
        'Window=hann(256)\nOverlap=floor(Nfft/2)',
        // TOML spaces its sign.
        'Title = "x"\nOwner = "y"',
        // One tight pair among others decides nothing.
        'Title="x"\nowner = "y"',
      ],
    );
  });

  it("reads GHC's pragmas and qualified imports as Haskell, from any answer but Markdown's", () => {
    const pragmas = '{-# LANGUAGE FlexibleContexts #-}\n{-# LANGUAGE Safe #-}\n\n-- |\n-- Module : Text.Lexer';
    expect(disambiguate('text', pragmas)).toBe('haskell');
    expect(disambiguate('elm', 'module Main where\n\nimport qualified Data.Map as Map')).toBe('haskell');
    // A block comment opening with a word is no pragma; Markdown's code blocks show Haskell.
    expect(disambiguate('elm', '{- LANGUAGE notes -}\nmodule Main exposing (main)')).toBe('elm');
    expect(disambiguate('markdown', `# Setup\n\n\`\`\`haskell\n${pragmas}\n\`\`\``)).toBe('markdown');
  });

  it('reads the constructs only one language of a confused pair writes as that language', () => {
    const decided: [string, string, string][] = [
      ['text', 'subroutine step(x, dt)\n  implicit none\n  real, intent(inout) :: x', 'fortran-free-form'],
      ['text', 'real(kind=8), dimension(:), allocatable :: grid', 'fortran-free-form'],
      ['matlab', '!> \\par Purpose:\n!>\n!> ZLARTG generates a plane rotation', 'fortran-free-form'],
      ['text', 'program main\n  print *, "hi"\nend program main', 'fortran-free-form'],
      ['elixir', '-module(shop).\n-export([total/1]).\n\ntotal(Items) -> lists:sum(Items).', 'erlang'],
      ['haskell', 'module Main exposing (main)\n\nimport Html exposing (text)', 'elm'],
      ['graphql', 'updatedAt   DateTime @updatedAt\n  hashedToken String', 'prisma'],
      ['typescript', '  @@index([authorId])', 'prisma'],
      ['elixir', 'david_action_controller:\n  developer_id: 1\n  project_id: 2', 'yaml'],
      ['text', 'unmarkComment: >\n  This issue is no longer stale.', 'yaml'],
      ['yaml', 'find_args=(\n    -type f \\( -name \\*.cpp \\)\n)', 'shellscript'],
      ['emacs-lisp', 'type Droid implements Character {\n  id: ID!\n}', 'graphql'],
      ['typescript', 'scalar DateTime\nunion SearchResult = Human | Droid', 'graphql'],
      ['javascript', "import 'package:flutter/material.dart';", 'dart'],
      ['cpp', 'const Card({super.key, required this.title});\nlate final String label;', 'dart'],
      ['c', 'price = FixedPoint.uq112x112(uint224(delta / elapsed));', 'solidity'],
      ['csharp', 'function withdraw(uint amount) external {\n  balances[msg.sender] -= amount;\n}', 'solidity'],
      ['ruby', 'def usage() do\n  "reclaim_quorum_memory <queue>"\nend', 'elixir'],
      ['ruby', 'if conn.method == "HEAD" do\n  conn\nend', 'elixir'],
      [
        'nix',
        '    disable_hugetlb = true\n    [plugins."io.containerd.grpc.v1.cri".containerd]\n      # rootless',
        'toml',
      ],
      ['kotlin', 'guard let user = session.user else { return }', 'swift'],
      ['go', 'func area(of shape: Shape) -> Double {\n  shape.width * shape.height\n}', 'swift'],
      ['fsharp', 'module Cache = struct\n  let size = 64\nend', 'ocaml'],
      ['fsharp', 'type point = { x : float } [@@deriving show]', 'ocaml'],
      [
        'clojure',
        '(require \'cl-lib)\n(defun greet (name)\n  (interactive "sName: ")\n  (message name))',
        'emacs-lisp',
      ],
      ['clojure', '(defvar vertico-map nil)\n(defvar vertico-sort-function nil)', 'emacs-lisp'],
      ['emacs-lisp', '(ns shop.core)\n(defn total [items]\n  (reduce + items))', 'clojure'],
      ['python', 'proc area*(w, h: float): float =\n  result = w * h', 'nim'],
      ['python', 'proc fast(x: int): int {.inline.} =\n  x * 2', 'nim'],
      ['csharp', 'Dim total As Integer = 0\nFor Each item In items\nNext\nEnd Sub', 'vb'],
      ['python', 'Private Sub Form_Load()\n    Me.Caption = "Ready"\nEnd Sub', 'vb'],
      ['text', 'unit Shapes;\n\ninterface\n\nuses SysUtils;', 'pascal'],
      ['html', '<li v-for="item in items" :key="item.id">{{ item.name }}</li>', 'vue'],
      ['xml', '<el-upload\n      :data="dataObj"\n      :multiple="false"', 'vue'],
      ['html', '<div class="post">\n  <img class="img-circle" :src="avatar">', 'vue'],
      ['svelte', '<input bind:value={name} on:input={check} />\n<p>{name}</p>', 'svelte'],
      ['objective-c', 'function [m, s] = stats(x)\n  m = mean(x);\nend', 'matlab'],
      ['matlab', 'do i = 1, n\n  x(i) = 0.0\nend do', 'fortran-free-form'],
      ['text', '!$omp parallel do\n  x = y', 'fortran-free-form'],
      ['julia', 'local function clamp(x)\n  return math.max(0, x)\nend', 'lua'],
      ['go', 'function Stack:push(item)\n  table.insert(self, item)\nend', 'lua'],
      ['lua', '# frozen_string_literal: true\n\nrequire "bundler/inline"\nif ok then\nend', 'ruby'],
      ['crystal', '# frozen_string_literal: true\nstruct Point\nend', 'ruby'],
      ['text', 'doc.save(std::cout, "\\t", pugi::format_raw);\nstd::cout << std::endl;', 'cpp'],
      ['c', '#include <vector>\nint main(void) { return 0; }', 'cpp'],
      ['shellscript', 'curl.exe -L $Env:CRICTL_URL -o c:\\crictl.tar.gz', 'powershell'],
      ['csharp', '{\n    [PoshGit.NativeConsoleMethods]::SetConsoleMode($StandardInput, $Mode)\n}', 'powershell'],
      ['csharp', 'function Get-Size([int]$Count) {\n  return $Count\n}', 'powershell'],
      ['perl', '$found = $false\nreturn $found', 'powershell'],
      ['ruby', 'def checksum(data)\n  data.sum.to_u32.as(UInt32)\nend', 'crystal'],
      ['kotlin', 'case class Point(x: Int, y: Int)', 'scala'],
      ['java', 'sealed trait Shape\nfinal case class Circle(r: Double) extends Shape', 'scala'],
    ];
    for (const [answer, code, language] of decided) expect(disambiguate(answer, code), code).toBe(language);
    const standing: [string, string][] = [
      // Fortran's and Pascal's ends are their own.
      ['fortran-free-form', 'function area(r) result(a)\n  a = r * r\nend function area'],
      ['pascal', 'begin\n  WriteLn(Total);\nend;'],
      // Visual Basic ends its functions and modules; MATLAB's blocks end bare; C++'s `complex<…>`.
      ['vb', 'Public Function Area(r As Double) As Double\n  Return r * r\nEnd Function'],
      ['matlab', 'function y = f(x)\n  y = x.^2;\nend'],
      ['cpp', 'complex<double> z = std::sqrt(w);'],
      // Prolog's directives start `:-`; Haskell's exports need no `exposing`.
      ['text', ':- module(shop, [total/1]).'],
      ['haskell', 'module Main (main) where\n\nimport Data.List (sort)'],
      // A schema inside a template literal is JavaScript's.
      ['javascript', 'const typeDefs = gql`\n  type Droid implements Character {\n    id: ID!\n  }\n`;'],
      // GraphQL's fields take a colon; TypeScript's classes implement, its enums are enums.
      ['graphql', 'type User {\n  id: ID! @unique\n}'],
      ['typescript', 'class Droid implements Character {}\nenum Episode { NEWHOPE }'],
      // JavaScript imports a package by its bare name; C's and Go's fixed-width integers.
      ['javascript', "import express from 'express';\nimport late from 'package';"],
      ['c', 'uint64_t seed = 42;\nuint256_t big;'],
      // Ruby's blocks take their `do` after a call; git config's sections are bare or spaced.
      ['ruby', 'items.each do |item|\n  puts item\nend'],
      ['ini', '[remote "origin"]\n\turl = https://example.com/repo.git'],
      // Markdown's front matter is YAML; Python's annotated names under `else:`; Julia's tuples.
      [
        'markdown',
        '---\ntitle: Rendering\ndescription: >\n  How to customise it\n---\n\n# Rendering\n\nBlocks are drawn by renderers.',
      ],
      ['python', 'else:\n    width: int = 1\n    height: int = 2'],
      ['julia', 'point=(1, 2)\nx, y = point'],
      // Markdown's code blocks may show any language.
      ['markdown', '# Build\n\n```erlang\n-module(shop).\n```'],
      // Rust's `if let`, Go's `func` without an arrow, F#'s modules without `struct`.
      ['rust', 'if let Some(user) = session.user {\n    greet(user);\n}'],
      ['go', 'func area(w, h float64) float64 {\n\treturn w * h\n}'],
      ['fsharp', 'module Cache =\n    let size = 64'],
      // Clojure's own `defmacro` and a namespace required by name.
      ['clojure', "(defmacro unless [c & body] `(if ~c nil (do ~@body)))\n(require 'clojure.set)"],
      // A Python function and a PL/pgSQL block.
      ['python', 'def area(w, h):\n    return w * h'],
      [
        'sql',
        'create function bump() returns trigger as $$\nbegin\n  new.n := new.n + 1;\n  return new;\nend;\n$$ language plpgsql;',
      ],
      // Rust's standard library; a shell's `$HOME`; a batch file running PowerShell inline.
      ['rust', 'use std::io::Write;\nlet path = std::env::args().nth(1);'],
      ['objective-c', '#import <Foundation/Foundation.h>\nstd::vector<int> values;'],
      ['shellscript', 'echo "$HOME:$PATH"'],
      ['bat', 'powershell -Command "$env:Path"'],
      // Alpine's directives start `x-`; a `:` inside a line is no bound attribute.
      ['html', '<div x-data="{ open: false }">\n  <button x-on:click="open = !open">Menu</button>\n</div>'],
      // Kotlin's data classes; Rust's traits are not sealed.
      ['kotlin', 'data class Point(val x: Int, val y: Int)'],
      ['rust', 'pub trait Shape {\n    fn area(&self) -> f64;\n}'],
      // Julia's sized numbers; PHP's null has no sigil.
      ['julia', 'struct Point\n    x::Float64\n    y::Int32\nend'],
      ['php', '<?php\n$user = null;\nif ($user === null) { exit; }'],
      // Julia extends a method with a dot; Perl's `use` lines end in a semicolon.
      ['julia', 'function Base.show(io::IO, p::Point)\n    print(io, p.x)\nend'],
      ['perl', 'use strict;\nuse warnings;\nmy $x = 1;'],
      // Julia's and Lua's functions assign nothing.
      ['julia', 'function area(w, h)\n    w * h\nend'],
    ];
    for (const [answer, code] of standing) expect(disambiguate(answer, code), code).toBe(answer);
  });

  it("reads roxygen's documentation tags as R", () => {
    const tags = "#' Specify a secondary axis\n#'\n#' @param trans A formula\n#' @export";
    expect(disambiguate('markdown', tags)).toBe('r');
    expect(disambiguate('text', `${tags}\nsec_axis <- function(trans) {}`)).toBe('r');
    expect(disambiguate('yaml', tags)).toBe('r');
    // One tag decides nothing; Markdown's fenced blocks may show them.
    expect(disambiguate('markdown', "#' @param x\nSome text")).toBe('markdown');
    expect(disambiguate('markdown', `# Documenting\n\n\`\`\`r\n${tags}\n\`\`\``)).toBe('markdown');
  });

  it("reads two of Perl's marks as Perl, against PowerShell's too, but not in Markdown's fenced blocks", () => {
    const module =
      'package Mojo::Headers;\nuse Mojo::Base -base;\n\nmy %NAMES = map { lc() => $_ } (\n  qw(Accept Set-Cookie),\n);';
    expect(disambiguate('perl', module)).toBe('perl');
    expect(disambiguate('powershell', module)).toBe('perl');
    expect(disambiguate('ruby', 'my $line = shift;\nreturn 1 if $line =~ /^#/;')).toBe('perl');
    // Ruby shares `=~`; one mark decides nothing; a fenced block is Markdown's.
    expect(disambiguate('ruby', 'if line =~ /^#/\n  puts line\nend')).toBe('ruby');
    const script = 'use strict;\nmy $count = 0;\nsub bump { $count++ }';
    expect(disambiguate('text', script)).toBe('perl');
    expect(disambiguate('markdown', `# Usage\n\n\`\`\`perl\n${script}\n\`\`\``)).toBe('markdown');
    // PHP and Perl are decided by what only one of them writes.
    expect(disambiguate('php', '<?php\nuse Foo\\Bar;\n$x =~ 1; my $y;')).toBe('php');
  });

  it("reads GraphQL's operations and selection sets as GraphQL, and leaves SQL, Gradle and template literals", () => {
    expectConstruct(
      'graphql',
      ['text', 'javascript'],
      [
        'query IntrospectionQuery {\n  __schema {\n    description',
        'query Hero($episode: Episode) {\n  hero(episode: $episode) {',
        'fragment FeedEntry on Entry {\n  id\n  commentCount',
        '  hero(episode: $episode) {\n    name\n    friends {\n      name\n    }',
        '  id\n  commentCount\n  repository {\n    full_name\n    html_url',
      ],
      [
        ['sql', 'CREATE TABLE saved (\n  query varchar(255) NOT NULL,\n  name text\n);'],
        ['kotlin', 'android {\n    namespace\n    compileSdk 34\n}'],
        ['javascript', 'const QUERY = gql`\n  query Hero {\n    name\n  }\n`;'],
        ['text', 'Shopping\n  apples\n  pears'],
      ],
    );
  });

  it('reads lines of instructions on registers as assembly, and leaves declarations and calls', () => {
    expectConstruct(
      'asm',
      ['text', 'c'],
      [
        '    movdqa      xmm2, xmm1\n    movdqa      xmm5, xmm7\n    paddw       xmm1, xmm4              ; xmm1=data3+data4',
        '    ld1     {v1.b}[2], [x3], x1\n    ld1     {v1.b}[3], [x3], x1',
        '.loop:\n    vpdpwssd            m22, m16, m1    ; A0\n    mova                 m1, m3',
        '\tmovl\t%eax, %ebx\n\taddl\t$1, %eax\n\tret',
      ],
      [
        ['go', '\tvar x1, x2 int\n\tvar y1, y2 int'],
        ['c', '    int d1, d2;\n    foo(x1, x2);'],
        ['python', '    print(x1, x2)\n    return x1, x2'],
        ['text', '    and then the x1, x2\n    rows are read'],
      ],
    );
    // Markdown's code blocks show any language.
    const fenced = '# Loop\n\n```asm\n    mov rax, rbx\n    add rax, rcx\n```';
    expect(disambiguate('markdown', fenced)).toBe('markdown');
  });

  it("reads C's style with C++'s namespaces, qualified names or references as C++, not C's own code", () => {
    const layer =
      'int SELU::forward_inplace(Mat& bottom_top_blob, const Option& opt) const\n{\n    int w = bottom_top_blob.w;\n    return 0;\n}';
    const debug = 'namespace bgfx\n{\n\tstatic void* s_renderDocDll = NULL;\n}';
    const logging = [
      '#include <glog/logging.h>',
      '',
      'int main() {',
      ...Array(18).fill('  LOG(INFO) << "info";'),
      '}',
    ].join('\n');
    // Twenty lines that stream a string keep the model's C++ answer too.
    expect(disambiguate('cpp', logging)).toBe('cpp');
    expectConstruct(
      'cpp',
      ['c'],
      [layer, debug, logging],
      [['c', 'static int count = 0;\n/* see std::vector in C++ */\nputs("a::b");\nint x = a & b;']],
    );
  });

  it('reads a unity build and C++ holding a page in a raw string as C++, and a page showing an include as HTML', () => {
    expectConstruct('cpp', ['c'], ['#define SIMDJSON_SRC\n#include <base.h>\n#include <to_chars.cpp>'], []);
    const upload =
      '#include <fstream>\n#include <httplib.h>\n\nconst char *html = R"(\n<form id="formElem">\n  <input type="file">\n</form>\n)";';
    expectConstruct(
      'cpp',
      ['html'],
      [upload],
      [['html', '<pre>\n#include &lt;fstream&gt;\n#include "app.hpp"\n</pre>']],
    );
  });

  it("leaves C++'s access specifiers over tab-indented members to C++, not Make", () => {
    const example =
      'class ExampleHelloWorld : public entry::AppI\n{\npublic:\n\tExampleHelloWorld(const char* name)\n\t\t: entry::AppI(name)\n\t{\n\t}';
    expect(disambiguate('cpp', example)).toBe('cpp');
    expect(disambiguate('text', 'all: build\n\tgo build ./...')).toBe('make');
  });

  it('leaves CSS whose tab-indented declarations follow a `selector:pseudo {` line to CSS, not Make', () => {
    const css = '.previewer,\n.previewer:after {\n\tposition: absolute;\n\tpointer-events: none;\n}';
    expect(disambiguate('css', css)).toBe('css');
    expect(disambiguate('scss', css.replace(':after', ':after,\n&:hover'))).toBe('scss');
    expect(disambiguate('text', 'all: build\n\tgo build ./...')).toBe('make');
  });

  it('reads a Jenkins pipeline as Groovy by its blocks, steps and literals', () => {
    const pipelines = [
      'pipeline {\n  agent any\n  stages {\n    stage("build") {\n      steps {\n        echo "hi"\n      }\n    }\n  }\n}',
      "withCredentials([string(credentialsId: 'token', variable: 'TOKEN')]) {\n  sh 'deploy'\n}\nsshagent(credentials: ['key']) {\n  sh 'git push'\n}",
      "def labels = ['precise', 'trusty']\ndef builders = [:]",
    ];
    for (const code of pipelines) expect(disambiguate('text', code), code).toBe('groovy');
    // One mark alone decides nothing: Scala's `def`, a Rakefile's `sh`.
    expect(disambiguate('scala', 'def items = xs\nnode("x") {\n}')).toBe('scala');
    expect(disambiguate('ruby', "task :deploy do\n  sh 'rsync -a build/ host:'\nend")).toBe('ruby');
  });

  it("reads Gleam by its imports by path, asserting lets and blocks, against Elixir's pipes and Rust's fn", () => {
    const gleam = [
      'import gleam/io\nimport gleam/list\n\npub fn main() {\n  [1, 2] |> list.map(fn(x) { x * 2 })\n}',
      'import sqlight.{SqlightError}\nimport gleeunit/should\n\npub fn open_test() {\n  let assert Ok(conn) = sqlight.open(":memory:")\n}',
    ];
    for (const code of gleam) {
      expect(disambiguate('elixir', code), code).toBe('gleam');
      // Its own answer stands, though its pipes and arrows are two of Elixir's marks.
      expect(disambiguate('gleam', `${code}\n|> fn(a: Int) -> Int { a }`), code).toBe('gleam');
    }
    // One mark decides nothing: Rust's `pub fn … {`, Python's dotted import.
    expect(disambiguate('rust', 'pub fn main() {\n    println!("hi");\n}')).toBe('rust');
    expect(disambiguate('elixir', 'import os.path\n\npub fn main() {\n}')).toBe('elixir');
    // One import line is one mark, whether it takes names from the module or not.
    expect(disambiguate('elixir', 'import lustre/element.{text}\n  |> render')).toBe('elixir');
  });

  it("reads Crystal's __DIR__ against Ruby, whose own is the method __dir__", () => {
    const crystal =
      'class Socket < Generator\n  directory "#{__DIR__}/../templates"\n\n  def initialize(name)\n    super(name)\n  end\nend';
    expect(disambiguate('ruby', crystal)).toBe('crystal');
    expect(disambiguate('ruby', crystal.replace('__DIR__', '__dir__'))).toBe('ruby');
  });

  it("reads Rust's module declarations and attributes, and leaves PHP's attributes and Markdown", () => {
    const modules = 'mod util;\n\n// Tests for binary files.\nmod binary;\n// Tests related to most features.';
    expect(disambiguate('proto', modules)).toBe('rust');
    expect(disambiguate('text', 'pub(crate) mod json;\npub mod search;')).toBe('rust');
    expect(disambiguate('text', '#[derive(Debug, Clone)]\nstruct Point { x: f64 }')).toBe('rust');
    expect(disambiguate('c', '#![allow(dead_code)]\nfn main() {}')).toBe('rust');
    // PHP's attributes are classes; a sentence with "mod" is not a declaration.
    expect(disambiguate('text', '#[Route("/users")]\npublic function list() {}')).toBe('text');
    expect(disambiguate('text', 'The mod tools are in a separate folder;\nsee below.')).toBe('text');
    // Markdown that shows Rust stays Markdown.
    expect(disambiguate('markdown', '# Modules\n\n```rust\nmod util;\n```')).toBe('markdown');
  });

  it("reads Crystal's macros and a return type without parameters against Ruby", () => {
    const macro =
      'module Callbacks\n  macro before_action\n    def before_filters : Nil\n      filters.register :before do\n';
    expect(disambiguate('ruby', macro)).toBe('crystal');
    expect(disambiguate('ruby', 'class Job\n  macro define_step(name)\n    def {{name.id}}\n')).toBe('crystal');
    expect(disambiguate('ruby', 'def status : Symbol\n  :ok\nend')).toBe('crystal');
    // Ruby's own: a symbol argument, a keyword argument, a method called macro.
    const ruby = 'def render(directory, **args)\n  macro :expand, to: :later\n  options = { macro: true }\nend';
    expect(disambiguate('ruby', ruby)).toBe('ruby');
    // Julia's macros need a second of Crystal's marks.
    expect(disambiguate('julia', 'macro sayhello(name)\n    return :( println("Hello, ", $name) )\nend')).toBe('julia');
  });

  it('sees an element an arrow function returns', () => {
    expect(
      disambiguate('typescript', 'export const View = ({ title }: Props) => <h1 className="title">{title}</h1>;'),
    ).toBe('tsx');
    expect(disambiguate('typescript', 'const id = <T,>(value: T) => value;')).toBe('typescript');
  });

  it('reads an element a function returns as JSX, not a template; an element in a string is no JSX', () => {
    const component = [
      'export default function Graph({ graph, top }: GraphProps) {',
      '  return graph ? (',
      '    <Group top={top}>',
      '      <Links links={graph.links} />',
      '    </Group>',
      '  ) : null;',
      '}',
    ].join('\n');
    expectConstruct('tsx', ['svelte', 'vue', 'html'], [component], [['astro', component]]);
    expectConstruct(
      'javascript',
      ['svelte', 'vue', 'html'],
      [
        'function Card() {\n  return (\n    <div className="card">\n      Text\n    </div>\n  );\n}',
        'const Item = () => <li>one</li>;',
      ],
      [
        ['svelte', '{#if open}\n  <Dialog on:close={() => (open = false)}>\n    <p>Saved</p>\n  </Dialog>\n{/if}'],
        ['vue', '<template>\n  <button @click="() => count++">{{ count }}</button>\n</template>'],
        ['html', '<p>Really? <b>yes</b> (<i>or</i>\n<b>no</b>)</p>\n<ul>\n  <li>one</li>\n</ul>'],
      ],
    );
    // A test's fixture holds TSX in a string: twenty lines of it are TypeScript still.
    const fixture = [
      'import { test, expect } from "@playwright/test";',
      'let files = {',
      '  "app/routes/index.tsx": String.raw`',
      '    export default function IndexRoute() {',
      '      return <div id="test">Hello world</div>',
      '    }',
      '  `,',
      '};',
      ...Array.from({ length: 12 }, (_, index) => `let port${index}: number = ${index};`),
    ].join('\n');
    expect(disambiguate('tsx', fixture)).toBe('typescript');
    expect(disambiguate('tsx', fixture.replace('String.raw`', '(').replace('  `,', '  ),'))).toBe('tsx');
  });

  it("reads Svelte's runes, a script beside braced attributes, and Vue's template block", () => {
    expectConstruct(
      'svelte',
      ['astro', 'html', 'javascript'],
      ['<script>\n\tlet { name, version } = $props();\n</script>\n\n<p>The <code>{name}</code> package</p>'],
      [
        ['php', '$props = $this->props();\n$state = 1;'],
        // Runes without markup: a `.svelte.js` module.
        ['javascript', 'export class Counter {\n\tcount = $state(0);\n}'],
      ],
    );
    const app = '<script>\n  import logo from "./logo.svg";\n</script>\n\n<main>\n  <img src={logo} alt="" />\n</main>';
    expectConstruct(
      'svelte',
      ['html'],
      [app],
      [['html', '<main>\n  <img src="logo.svg" alt="{logo}" />\n</main>\n<script src="app.js"></script>']],
    );
    const icon = '<template>\n  <svg viewBox="0 0 24 24">\n    <path d="M17,11H3" />\n  </svg>\n</template>';
    expectConstruct(
      'vue',
      ['svelte', 'html'],
      [icon],
      [['html', '<body>\n  <template id="row">\n    <td></td>\n  </template>\n</body>']],
    );
  });

  it("reads an opening frontmatter with imports as Astro's, `<script setup>` as Vue's, and an import of a .ts file as TypeScript", () => {
    const frontmatter =
      '---\nimport Tags from "./components/Tags.astro";\nimport Meta from "./Meta";\n\nexport interface Props {\n  title?: string;';
    expectConstruct(
      'astro',
      ['typescript', 'tsx'],
      [frontmatter],
      [['markdown', '---\ntitle: Imports\n---\n\nimport x from y']],
    );
    const setup = '<script setup lang="ts">\nimport { ref } from \'vue\'\nconst count = ref(0)';
    expectConstruct('vue', ['typescript', 'svelte'], [setup], [['svelte', '<script lang="ts">\n  let count = 0;']]);
    const script =
      'import * as fs from "node:fs";\nimport { colorize } from "./utils/color.ts";\n\nconst dir = fs.readdirSync(".");';
    expectConstruct('typescript', ['javascript'], [script], [['javascript', script.replace('color.ts', 'color.js')]]);
  });

  it("reads PHP's typed parameters and Erlang's binaries", () => {
    expectConstruct(
      'php',
      ['lua', 'pascal', 'perl'],
      [
        'function bzcompress(string $data, int $block_size = 4): string|int {}',
        'public function __construct(?Foo\\Bar $bar, int|false ...$rest) {}',
      ],
      [
        ['powershell', 'function Get-Size([string]$data, [int]$size) {\n  $data.Length\n}'],
        ['perl', 'sub add {\n  my ($self, $x) = @_;\n}'],
      ],
    );
    expectConstruct(
      'erlang',
      ['text', 'c', 'julia'],
      [
        '\thorse:repeat(200000,\n\t\tparse_accept_ranges(<<"bytes">>)',
        'binary:match(Name, [<<$=>>, <<$,>>, <<$\\s>>])',
      ],
      [
        ['elixir', '<<"bytes">> = Enum.join(parts)'],
        ['shellscript', 'cat <<"EOF">>log\nhello\nEOF'],
        ['cpp', 'std::cout << "x" << std::endl;\nmask = a >> 2;'],
      ],
    );
  });

  it("reads OCaml's polymorphic variants, not template literals, code spans, m4's quotes or Lisp's", () => {
    expectConstruct(
      'ocaml',
      ['text', 'cpp', 'perl'],
      [
        '    `Assoc [("r5", `List [`String "Some"; `Int 5])];\n    `Assoc [];',
        '  test_case "Slow" `Slow id;\n  test_case "Quick" `Quick id;',
      ],
      [
        ['text', 'Run `Make` and `Test` first.\nThen `Deploy` it.'],
        ['cpp', "define(`SP', `r1')\ndefine(`RP', `r4')"],
        ['clojure', '`(vary-meta ~obj assoc :tag `JsonGenerator)\n`(try `BigInteger)'],
      ],
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is JavaScript with a template literal
    expect(disambiguate('text', 'const a = `Hello ${name}`;\nconst b = `World`;')).toBe('text');
  });

  it("reads indented lines of a YAML sequence as YAML, and leaves Markdown's bullets and Python's blocks", () => {
    expectConstruct(
      'yaml',
      ['groovy', 'tsx', 'python'],
      [
        "  - 'java.lang.Exception'\n  - 'java.lang.Throwable'\n  - 'java.net.URL'",
        '      - series: \'join_1{a="1"}\'\n        values: 1\n      - series: \'join_2{a="1"}\'\n        values: 2',
      ],
      [
        ['text', '- note: read this\n- todo: install it\n- and run'],
        ['python', '    try:\n        run()\n    finally:\n        close()'],
        ['text', '- apples\n- pears\n- plums'],
      ],
    );
  });

  it("reads a variable interpolated into a single-quoted string as Dart's", () => {
    expectConstruct(
      'dart',
      ['javascript', 'cpp'],
      [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Dart's interpolation is the construct
        "        headers[key] = '${headers[key]}, $value';\n      } else {",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Dart's interpolation is the construct
        "  print('Hello $name, you are ${age + 1}');",
      ],
      [
        ['javascript', "app.controller('Main', ['$scope', '$http', function ($scope, $http) {}]);"],
        ['javascript', "const label = 'Price: $' + price;\nquery('SELECT * FROM t WHERE a = $1');"],
        // SvelteKit's generated modules are paths.
        ['javascript', "/** @type {import('./$types').PageServerLoad} */\nexport async function load({ url }) {}"],
      ],
    );
  });

  it('reads lines of JSON as a cut of JSON only where commas separate their items', () => {
    expect(disambiguate('go', '\t"reflect"\n\t"testing"\n\n\t"github.com/hashicorp/hcl/v2"')).toBe('go');
    expect(disambiguate('text', '  "name": "glyphcast",\n  "version": "1.0.0",\n  "files": [\n    "dist"\n  ]')).toBe(
      'json',
    );
    expect(disambiguate('text', '    "a",\n    "b",\n    "c"')).toBe('json');
  });

  it("reads C#'s XML documentation tags, and Swift's optionals defaulting to nil", () => {
    const documented =
      '    /// <summary>Adds a delay.</summary>\n    /// <param name="builder">The builder.</param>\n    Exponential,';
    expectConstruct(
      'csharp',
      ['zig', 'xml', 'text'],
      [documented],
      [
        ['fsharp', documented],
        ['rust', '/// Adds a delay.\nfn delay() {}'],
      ],
    );
    const optionals = '        message: String?,\n        declineCode: String? = nil,\n        type: String? = nil,';
    expectConstruct(
      'swift',
      ['kotlin', 'text'],
      [optionals],
      [
        ['kotlin', 'val code: String? = null'],
        ['crystal', optionals],
      ],
    );
  });

  it("reads VBA's `Set x = …` and `Call Module.Procedure`, not a batch file's `set`", () => {
    expectConstruct(
      'vb',
      ['elm', 'python'],
      [
        '    Call stdEnumeratorTests.testAll\n    Call stdClipboardTests.testAll',
        '        Set Response = Client.Execute(Request)\n        .Expect(Response.Headers.Count).ToBeGTE 1',
      ],
      [
        ['bat', 'Set PATH=%PATH%;C:\\tools\nCall build.cmd'],
        ['python', 'result = Set(items)\ncall(x)'],
      ],
    );
  });

  it("reads Emacs Lisp's bindings in a list of lists and its unquotes, not Clojure's vectors and commas", () => {
    expectConstruct(
      'emacs-lisp',
      ['clojure'],
      [
        '  (tsc-test-with rust parser\n    (let ((node (tsc-root-node\n                 (tsc-parse-string parser "fn foo() {}"))))',
        '                           tree-sitter-tree\n                           ,props))))\n        (garbage-collect)',
      ],
      [
        ['clojure', '(let [node (parse s)]\n  {:a 1, :b 2})'],
        ['clojure', '`(try ~@body (finally ~cleanup))'],
      ],
    );
    expect(disambiguate('text', 'Thanks ,see you then)\nBye')).toBe('text');
  });

  it("keeps SCSS that calls a Sass module's function, and leaves CSS's own functions to CSS", () => {
    const loader = '  border-radius: cv.getVar("radius-rounded");\n  border-right-color: transparent;\n  content: "";';
    expectConstruct(
      'scss',
      ['css'],
      [loader],
      [
        [
          'css',
          '  background: url(img.png);\n  filter: progid:DXImageTransform.Microsoft.gradient(enabled=false);\n  color: rgb(0 0 0 / 50%);',
        ],
      ],
    );
    expect(disambiguate('scss', loader)).toBe('scss');
    // A partial imported by its relative path or as `.scss`; CSS imports files, URLs and packages.
    expectConstruct(
      'scss',
      ['css'],
      ['@import "../fieldset";\n@import "../hint";', "@import './themes/dark.scss';"],
      [
        ['css', "@layer base;\n@import '@astrojs/starlight-tailwind';\n@import 'tailwindcss/theme.css' layer(theme);"],
        ['css', '@import url("print.css") print;\n@import "../base.css";'],
      ],
    );
  });

  it('reads twenty lines the model took for Markdown, with none of its structure, as prose would be read', () => {
    const pragmas = [
      '{-# LANGUAGE OverloadedStrings #-}',
      '{-# LANGUAGE TemplateHaskell #-}',
      '',
      '{-|',
      'Module      : Yesod.Auth.Hardcoded',
      'Description : Very simple auth plugin.',
      '-}',
    ];
    const haskell = [...pragmas, ...Array.from({ length: 14 }, (_, index) => `-- note ${index}`)].join('\n');
    expect(disambiguate('markdown', haskell)).toBe('haskell');
    const notes = Array.from({ length: 20 }, (_, index) => `Release ${index} fixed a few things.`).join('\n');
    expect(disambiguate('markdown', notes)).toBe('text');
    // Vim's help opens a tab-indented example with `>`, which YAML's block scalar never is.
    const help =
      '\t\t\tthe decimal representation of the character.\n\t\t\tExample: >\n\t:digr e: 235 a: 228\n<\t\t\tYou can use `:exe` too.';
    expect(disambiguate('text', help)).toBe('text');
    expect(disambiguate('text', 'script: >\n  npm test\nnext: 1')).toBe('yaml');
  });

  it('reads a heading, prose and a fenced block as a Markdown document, not a file of code under a `# comment`', () => {
    const sample = [
      '# Alignment and Title Position',
      '',
      'This sample shows how to configure the alignment',
      'and title position of the chart legend:',
      '',
      '```js chart-editor',
      '// <block:actions:2>',
      'const actions = [];',
      '```',
    ].join('\n');
    expectConstruct('markdown', ['svelte', 'julia', 'javascript'], [sample, `---\ntitle: Legend\n---\n${sample}`], []);
    // A README opening with its logo, lines in Chinese, a container (`:::: tabs`), then a fence.
    const readme =
      '![ncnn](https://example.com/ncnn.png)\n\n# ncnn\n\nncnn 是一个面向移动端优化的高性能神经网络推理框架。\n\n---\n\n:::: tabs\n\n```shell\npip install pnnx\n```';
    expectConstruct(
      'markdown',
      ['python', 'javascript'],
      [readme],
      [['python', '# [build]\nimport os\n```\nx = 1\n```']],
    );
    // MyST's target above the heading and its `{directive}` fences; a README's prose with no fence.
    const myst = '(handling-files)=\n\n# Handling Files\n\n```{currentmodule} click\n```';
    const prose = [
      '# MkDocs',
      '',
      'MkDocs is a **fast** and simple static site generator.',
      'Documentation source files are written in Markdown.',
      'Start by reading the [introductory tutorial](getting-started.md).',
      'Then read the user guide for more.',
      'It is configured with a single YAML file.',
      '<div class="text-center">',
      '</div>',
    ].join('\n');
    const template = '---\nname: Bug report\nabout: Report a bug\n---\n\n<!--\nDescribe the bug.\n-->\n\nEnvironment:';
    expectConstruct(
      'markdown',
      ['python', 'html'],
      [myst, prose],
      [
        [
          'python',
          '# ******\n# getpath.py\n# ******\n\n# ** Helper functions **\n#   There is no need to check\n#   these, as the flag is tested\n#   Also note that this is read\n#   to allow for embedders\n#   who choose to specify it',
        ],
      ],
    );
    expect(disambiguate('text', template)).toBe('markdown');
    expect(disambiguate('yaml', '---\nname: a\n---\n- item')).toBe('yaml');
    // Front matter then a heading; or a sentence first, then a fence.
    const errors = "---\ntitle: 'Runtime errors'\n---\n\n## Client errors\n\n@include .generated/client-errors.md";
    const legacy =
      '---\ntitle: $$props\n---\n\nIn legacy mode, we use `$$props`:\n\n- `$$props` contains all the props\n\n```svelte\n<script>\n  export let count;\n</script>';
    expectConstruct(
      'markdown',
      ['scss', 'svelte'],
      [errors, legacy],
      [['astro', '---\nimport Card from "./Card.astro";\n---\n\n<Card title="x" />']],
    );
    const python = '# Build script\nimport os\n\nUSAGE = """\n```\npython build.py\n```\n"""';
    expect(disambiguate('python', python)).toBe('python');
    const toml = '# Settings for the build\n[tool.build]\nname = "x"\n```';
    expect(disambiguate('toml', toml)).toBe('toml');
  });

  it("leaves a TypeScript class's `$field: Type;` to TypeScript, and reads it in CSS as Sass's variable", () => {
    const field = 'export default class Element<T> {\n  x: number;\n  $animations: Record<keyof T, Animation>;\n}';
    expect(disambiguate('typescript', field)).toBe('typescript');
    expect(disambiguate('css', '$gutter: 8px;\n.a {\n  margin: $gutter;\n}')).toBe('scss');
  });

  it('reads a TSX answer with neither an element nor a type as JavaScript, of any length', () => {
    const options =
      "          position: 'right',\n          rtl: true,\n          labels: {\n            textAlign: 'left'\n          }";
    const fixture = [
      'module.exports = {',
      '  config: {',
      "    type: 'line',",
      ...Array(20).fill('    data: [1, 2, 3],'),
      '  },',
      '};',
    ].join('\n');
    expectConstruct(
      'javascript',
      ['tsx'],
      [options, fixture],
      [
        ['tsx', 'return <Legend position="right" />;'],
        ['tsx', 'const size: number = 3;\nlabels.push(size);'],
      ],
    );
    // Twenty lines with a type and no element are TypeScript.
    expect(disambiguate('tsx', fixture.replace('module.exports = {', 'const chart: Chart = {'))).toBe('typescript');
  });

  it("reads a C++ header included (`<cstdio>`, `\"testutil.hpp\"`) as C++'s, and C's headers as C's", () => {
    const tests = [
      '#include "testutil.hpp"',
      '#include <stdlib.h>',
      '',
      'void setUp ()',
      '{',
      '}',
      ...Array(16).fill('int rc = 0;'),
    ].join('\n');
    expectConstruct(
      'cpp',
      ['c'],
      [tests, tests.replace('"testutil.hpp"', '<cstdio>')],
      [['c', tests.replace('.hpp', '.h')]],
    );
    // The model's C++ answer stands over twenty lines when one of them includes a C++ header.
    expect(disambiguate('cpp', tests)).toBe('cpp');
    expect(disambiguate('cpp', tests.replace('.hpp', '.h'))).toBe('c');
  });

  it('reads a page of Markdown under a `<script setup>` as Markdown, and a Vue file by its setup script or opening template', () => {
    const page =
      '---\naside: false\n---\n\n<script setup>\nimport Demo from "./Demo.vue"\n</script>\n\n# Chat Demo\n\nThis demo shows a stream.';
    expectConstruct(
      'markdown',
      ['vue', 'svelte'],
      [page],
      [['svelte', '<!--\n@component\n## Props\n-->\n<div class="addon">\n  <slot />\n</div>']],
    );
    const setup =
      '<script lang="ts" setup>\nconst counter = useCounter()\nif (import.meta.server) {\n  counter.increment()\n}';
    const icon = '<template>\n  <svg width="1.7em" viewBox="0 0 24 24">\n    <rect x="4" y="18" />';
    expectConstruct(
      'vue',
      ['svelte', 'html'],
      [setup, icon],
      [['html', '<body>\n  <template id="row">\n    <td></td>']],
    );
  });

  it("reads Haskell's module header and top-level signatures, not Elm's header or Fortran's declarations", () => {
    const spec = 'module Hadolint.Rule.DL3059Spec (spec) where\n\nimport Test.Hspec\n\nspec :: SpecWith ()\nspec = do';
    expectConstruct(
      'haskell',
      ['nix', 'elm', 'text'],
      [spec, 'main :: IO ()\nmain = do\n  stack ["build"]', 'f :: a -> a\nf x = x'],
      [
        ['elm', 'module Main exposing (main)\n\nmain : Html msg\nmain = text "hi"'],
        ['fortran-free-form', 'program p\ninteger :: n\nreal :: x\nend program p'],
      ],
    );
  });

  it("reads a page under front matter as Markdown, and Svelte's module script and opening script as Svelte's", () => {
    const page =
      "---\ntitle: 'use-clipboard'\nslug: /composables/use-clipboard/\n---\n\n<script lang='ts'>\n  import { Demo } from './demo';\n</script>";
    expectConstruct(
      'markdown',
      ['tsx', 'svelte'],
      [page],
      [
        ['yaml', '---\nname: a\n---\nname: b'],
        ['astro', '---\n\n---\n\n<svg width="137"></svg>'],
        ['astro', '---\nconst title = "x";\n---\n<h1>{title}</h1>'],
      ],
    );
    const module =
      '<script lang="ts" context="module">\n\timport type { Demo } from "$lib/types";\n\tconst code = `<Button />`;';
    const stories =
      '<script lang="ts">\n\timport { Meta } from "@storybook/addon-svelte-csf";\n</script>\n\n<Meta title="NumberInput" />';
    expectConstruct(
      'svelte',
      ['tsx', 'typescript'],
      [module, stories],
      [
        [
          'vue',
          '<script lang="ts">\nexport default defineComponent({})\n</script>\n<template>\n  <div />\n</template>',
        ],
        ['tsx', 'export function Meta() {\n  return <script src="x.js" />;\n}'],
      ],
    );
  });

  it('reads lines of prose and lists with a link or bold text as Markdown, not a doc comment or Fortran comments', () => {
    const list =
      '- **Data Wrangling**:\n    - [Impute.jl](https://github.com/invenia/Impute.jl):\n      various methods for missing data.';
    const bold =
      '**Multi-threading I/O is not currently supported for TLS**, as a TLS connection\nneeds to do its own manipulation of AE events.';
    expectConstruct(
      'markdown',
      ['julia', 'text'],
      [list, bold],
      [
        [
          'kotlin',
          ' * See the [Kotlin documentation](https://kotlinlang.org/docs/reference.html)\n * for more information.',
        ],
        [
          'fortran-free-form',
          '!> \\brief \\b DROTG\n! Online html documentation available at\n!            http://www.netlib.org/lapack/',
        ],
        ['python', 'x = compute(**kwargs)\ny = [a](b)'],
      ],
    );
  });

  it("reads GNU Make's functions and GNUstep's variables as Make, not a string that holds them", () => {
    expectConstruct(
      'make',
      ['cmake', 'text'],
      [
        '    $(warning )\n    $(warning Your PATH is currently $(PATH))\n  endif',
        'NEEDS_GUI=NO\nTestConnection_OBJC_FILES = TestCase.m\nTestConnection_RESOURCE_FILES += testKey.pem',
      ],
      [
        ['python', 'rule = {\n    "RULE_INPUT_NAME": "$(notdir $<)",\n    "RULE_INPUT_PATH": "$(abspath $<)",\n}'],
        ['shellscript', 'files=$(sort list.txt)\ncount += 1'],
      ],
    );
  });

  it("reads a chained matcher as a JavaScript test's and VB's ` _` continuations as Visual Basic", () => {
    expectConstruct(
      'javascript',
      ['dart', 'kotlin'],
      ['    unsub()\n    expect(spy).toHaveBeenCalledTimes(1)', 'expect(round(m.yx)).not.toBe(0);'],
      [
        [
          'dart',
          "    expect(response.headers, containsPair('a', 'b'));\n    expect(response.read().toList(), completion(isEmpty));",
        ],
      ],
    );
    expect(disambiguate('dart', "expect(container.firstElementChild!.classList).toContain('toast-body');")).toBe(
      'typescript',
    );
    const select = '            Select _\n              customer.LastName, _\n              customer.FirstName, _';
    expectConstruct('vb', ['scala', 'text'], [select], [['scala', 'val f = foo _\nval g = bar _']]);
  });

  it('reads two Dockerfile instruction lines as a Dockerfile, FROM or not, and leaves SQL and quoted Dockerfiles', () => {
    expectConstruct(
      'docker',
      ['shellscript', 'ini'],
      [
        'ARG NB_USER="jovyan"\nARG NB_UID="1000"\nARG NB_GID="100"',
        'ENV JULIA_DEPOT_PATH=/opt/julia \\\n    JULIA_PKGDIR=/opt/julia\nRUN julia -e "1"',
      ],
      [
        ['sql', 'COPY t FROM stdin;\nCOPY u FROM stdin;'],
        ['go', 'const dockerfile = `\nRUN apk add git\nRUN go build\n`'],
        ['shellscript', 'run_tests\nRUN=1 ./ci.sh'],
      ],
    );
  });

  it("reads Python's function headings, main check and global statements, not Julia's or Ruby's", () => {
    expectConstruct(
      'python',
      ['asm', 'ruby', 'scala'],
      [
        '\tglobal current_node\n\n\tnodes = uwsgi.cluster_nodes()',
        'def load(path: str) -> dict:\n    return {}',
        'if __name__ == "__main__":\n    main()',
      ],
      [
        ['ruby', 'def load(path)\n  {}\nend'],
        ['julia', 'global counter\ncounter += 1'],
        ['text', 'Write a test like this:\n\ndef test_x():\n    pass'],
      ],
    );
  });

  it('reads INI pairs beside a `;` comment when a value is an address TOML cannot hold', () => {
    expectConstruct(
      'ini',
      ['text'],
      ['processes = 4\nthreads = 8\n\n; initialize 4 sockets\nsocket = :3031'],
      [['toml', 'processes = 4\nthreads = 8\nport = 3031']],
    );
  });

  it("reads a non-null assertion as TypeScript's syntax", () => {
    for (const code of [
      "createRoot(document.getElementById('root')!);",
      'const [first] = items!;',
      'use(ref.current!, 2);',
    ])
      expect(disambiguate('javascript', code), code).toBe('typescript');
    for (const code of ['if (!ready) start();', 'const same = a !== b;', 'alert("Done!");'])
      expect(disambiguate('javascript', code), code).toBe('javascript');
  });

  it('takes a console call for JavaScript (TypeScript with its syntax) over languages that print otherwise', () => {
    const arrow = 'const add = (a, b) => a + b;\nconsole.log(add(2, 3));';
    expect(disambiguate('julia', arrow)).toBe('javascript');
    expect(disambiguate('kotlin', 'const total: number = 3;\nconsole.error(total);')).toBe('typescript');
    // Where JavaScript is written or held, the model's answer stands.
    expect(disambiguate('typescript', 'const n: number = 1;\nconsole.log(n);')).toBe('typescript');
    expect(disambiguate('markdown', arrow)).toBe('markdown');
    expect(disambiguate('julia', 'println(add(2, 3))')).toBe('julia');
  });

  it("takes Sass's at-rules as statements, not a package name that starts like one", () => {
    const component = [
      "import { useDrag } from '@use-gesture/react';",
      "import { useState } from 'react';",
      'export function Box({ size }: { size: number }) {',
      '  const [hovered, hover] = useState(false);',
      '  return <mesh scale={size} onPointerOver={() => hover(true)} />;',
      '}',
    ];
    expect(disambiguate('typescript', component.join('\n'))).toBe('tsx');
    for (const rule of ['@use "sass:math";', '.card { @include elevated; }', '@mixin elevated($depth) {', '$gap: 8px;'])
      expect(disambiguate('css', `.a {\n  color: red;\n}\n${rule}\n`), rule).toBe('scss');
  });

  it('keeps SCSS with a Sass variable, as it makes CSS with one SCSS', () => {
    const map = '    values: $negative-spacers\n  ),\n  "negative-margin-top": (';
    expect(disambiguate('scss', map)).toBe('scss');
    expect(disambiguate('css', map)).toBe('scss');
    expect(disambiguate('scss', '.a {\n  color: red;\n}')).toBe('css');
  });

  it("takes two of Svelte's blocks or directives for Svelte whatever the model read, but in Markdown", () => {
    const each = '{#each todos as todo (todo.id)}\n\t<li in:receive={{ key: todo.id }} out:send={{ key: todo.id }}>';
    expect(disambiguate('go', each)).toBe('svelte');
    expect(disambiguate('html', each)).toBe('svelte');
    expect(disambiguate('markdown', each)).toBe('markdown');
    expect(decide('go', each)).toEqual({ answer: 'svelte', byConstruct: true });
  });

  it('tells a construct that names a language from a superset check that rules one out', () => {
    const cFile = ['#include <stdio.h>', '', 'int main(void) {', '  puts("hi");', '  return 0;', '}'].join('\n');
    const longC = `${cFile}\n${'/* … */\n'.repeat(15)}`;
    expect(decide('cpp', longC)).toEqual({ answer: 'c', byConstruct: false });
    expect(decide('text', 'drop table users;\ndrop table posts;')).toEqual({ answer: 'sql', byConstruct: true });
    expect(constructConfirms('sql', 'drop table users;\ndrop table posts;')).toBe(true);
    expect(constructConfirms('sql', 'users\nposts')).toBe(false);
    // C++ without C++'s syntax says nothing for C: only that it is not C++.
    expect(constructConfirms('c', 'int main(void) { return 0; }')).toBe(false);
  });

  it("reads C++ without C++'s syntax as C in a file's first lines, not in a short excerpt", () => {
    const body = ['int main(void) {', '  puts("hi");', '  return 0;', '}'];
    expect(disambiguate('cpp', [...body, ...Array(16).fill('/* … */')].join('\n'))).toBe('c');
    // Three lines of a C++ file seldom show `::`, a class or a template: the model's answer stands.
    expect(disambiguate('cpp', body.slice(0, 3).join('\n'))).toBe('cpp');
    expect(disambiguate('cpp', [...body, ...Array(16).fill('std::puts("x");')].join('\n'))).toBe('cpp');
  });

  it("leaves a batch file that runs PowerShell inline to Batch, and reads PowerShell's marks elsewhere", () => {
    const inline = [
      '@echo off',
      'setlocal',
      'powershell -Command "$ProgressPreference = \'SilentlyContinue\'; Invoke-WebRequest -Uri %URL% -OutFile out.zip"',
      'if "%~1"=="" exit /b 1',
    ].join('\n');
    expect(disambiguate('bat', `${inline}\npowershell -Command "if ($true) { Write-Host done }"`)).toBe('bat');
    expect(disambiguate('python', 'if ($true) {\n  Write-Host "done"\n}')).toBe('powershell');
    // Variables in any case, a .NET type's static member, any approved verb where a command starts.
    expect(disambiguate('go', 'if ($True) {\n\tBuild-Module "core"\n}')).toBe('powershell');
    expect(disambiguate('csharp', '$path = [System.IO.Path]::Combine($Env:TEMP, "x")')).toBe('powershell');
    // A hyphenated word in prose is not a command.
    expect(disambiguate('markdown', 'Read-Only volumes and Copy-Paste errors\ncost $true')).toBe('markdown');
  });

  it("reads a command with a named parameter, or Pester's `Should -Be`, as PowerShell", () => {
    expectConstruct(
      'powershell',
      ['text', 'perl', 'php'],
      [
        '$data = Import-Csv data.csv\n$data | Export-Excel -Path $file -Show -AutoSize',
        "    Add-PodeRoute -PassThru -Method Delete -Path '/pet/:petId' -ScriptBlock {\n        $petId = 1",
        '$ws.Cells[2, 1].Value | Should -Be 2\n$ws.Cells[3, 1].Value | Should -Not -BeNullOrEmpty',
      ],
      [
        ['shellscript', 'git-lfs install --skip-smudge\ndocker-compose up -d'],
        ['text', 'Mount them Read-Only: a -Force flag\nis not needed'],
        ['bat', 'powershell -Command "Export-Excel -Path out.xlsx"\nexit /b 0'],
        ['yaml', 'steps:\n  - run: |\n      $TimeStamp = Get-Date -Format "yyyy-MM-dd"'],
      ],
    );
  });

  it("reads PowerShell's hashtables, here-strings, automatic variables and Pester's blocks, not Objective-C's or Doxygen's", () => {
    expectConstruct(
      'powershell',
      ['groovy', 'text', 'php', 'elm'],
      [
        "        return @{ Message = 'Invalid details supplied' }\n    }",
        "$data = ConvertFrom-Csv @'\nItem,Quantity,Price\nFootballs,9,21.95",
        '    elseif ($PSBoundParameters.ContainsKey("Underline")) {$rule.Style.Font.Underline = 1}',
        "Describe 'AvoidReservedWords' {\n\tContext 'When names are reserved' {",
      ],
      [
        ['objective-c', 'NSDictionary *body = @{\n  @"insets" : @{\n    @"top" : @(top),'],
        ['cpp', '/// @{\n\n/// Convert a linear color to sRGB.'],
        ['csharp', 'private static string script = @"\nvar x = 1;";'],
        ['perl', 'my @items = @{$ref};\nprint scalar(@items);'],
      ],
    );
  });

  it("reads MATLAB's own functions beside a `%` comment or an `end` as MATLAB, not Julia's", () => {
    const search =
      "    end\n    % Search the obvious places\n    if ispc\n        paths = {'C:\\\\xpdf\\\\pdftops.exe'};";
    expectConstruct(
      'matlab',
      ['bat', 'ruby', 'text'],
      [search, 'if ischar(spec)\n    n = numel(spec);\nend'],
      [
        ['julia', 'if Sys.isunix()\n    n = length(spec)\nend'],
        ['erlang', '% numel of the list\nlength(L).'],
      ],
    );
  });

  it('keeps TypeScript only with its own syntax', () => {
    expect(disambiguate('typescript', 'export const add = (a, b) => a + b;\n')).toBe('javascript');
    expect(disambiguate('typescript', 'export const add = (a: number, b: number) => a + b;\n')).toBe('typescript');
  });

  it("sees the assembler's marks in assembly and none in indented C", () => {
    const c = [
      'static int clamp(int value) {',
      '    static int calls;',
      '    bool ok = value > 0;',
      '    return ok ? value : 0;',
      '}',
    ];
    expect(countMarks(ASSEMBLY_MARKS, c.join('\n'))).toBe(0);
    for (const instruction of ['\tmovl %eax, %ebx', '\tadd x0, x1, x2', '\tpushq %rbp', '\tmov eax, 1']) {
      expect(countMarks(ASSEMBLY_MARKS, instruction)).toBe(1);
    }
    expect(disambiguate('c', ['.syntax unified', '.arch armv8-a', '.text', '#include <config.h>'].join('\n'))).toBe(
      'asm',
    );
  });
});

describe("a construct's answer", () => {
  it('is drawn in its colours even where the model alone is unsure of it', () => {
    // The model gives SQL 0.27 here (schema names it never saw); the statements leave no doubt.
    const drops = [
      'drop function :GRAPHILE_WORKER_SCHEMA.jobs__increase_job_queue_count();',
      'drop function :GRAPHILE_WORKER_SCHEMA.jobs__decrease_job_queue_count();',
      'drop function :GRAPHILE_WORKER_SCHEMA.tg__update_timestamp();',
    ].join('\n');
    const detection = detectLanguageOf(drops);
    expect(detection.language).toBe('sql');
    expect(detection.confidence).toBeGreaterThanOrEqual(PLAIN_TEXT_BELOW);
  });
});
