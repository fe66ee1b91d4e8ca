import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse-diff.js';

const GIT_DIFF = `diff --git a/src/greet.ts b/src/greet.ts
index 3b18e51..a1c2d3f 100644
--- a/src/greet.ts
+++ b/src/greet.ts
@@ -10,4 +10,4 @@ export class Greeter {
 greet(name) {
-  return "Hi " + name;
+  return \`Hi \${name}\`;
 }
\\ No newline at end of file
`;

describe('parseUnifiedDiff', () => {
  it('leaves out file headers, keeps the hunk line, and numbers lines as in the new file', () => {
    const parsed = parseUnifiedDiff(GIT_DIFF);
    expect(parsed.files).toEqual(['src/greet.ts']);
    expect(parsed.lines).toEqual([
      { kind: 'hunk', text: '@@ -10,4 +10,4 @@ export class Greeter {' },
      { kind: 'context', text: 'greet(name) {', newNumber: 10 },
      { kind: 'removed', text: '  return "Hi " + name;' },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the diff's code is a template literal
      { kind: 'added', text: '  return `Hi ${name}`;', newNumber: 11 },
      { kind: 'context', text: '}', newNumber: 12 },
    ]);
  });

  it('reads a removed SQL comment inside a hunk as code, not as a file header', () => {
    const parsed = parseUnifiedDiff('@@ -1,2 +1,1 @@\n--- drop this comment\n select 1;\n');
    expect(parsed.lines.map((line) => [line.kind, line.text])).toEqual([
      ['hunk', '@@ -1,2 +1,1 @@'],
      ['removed', '-- drop this comment'],
      ['context', 'select 1;'],
    ]);
  });

  it('names each later file in a row of its own, and a deleted file by its old name', () => {
    const parsed = parseUnifiedDiff(
      '--- a/one.py\n+++ b/one.py\n@@ -1 +1 @@\n-a = 1\n+a = 2\n--- a/gone.rb\n+++ /dev/null\n@@ -1 +0,0 @@\n-puts 1\n',
    );
    expect(parsed.files).toEqual(['one.py', 'gone.rb']);
    expect(parsed.lines.map((line) => line.kind)).toEqual(['hunk', 'removed', 'added', 'hunk', 'hunk', 'removed']);
    expect(parsed.lines[3]).toEqual({ kind: 'hunk', text: 'gone.rb' });
  });

  it('takes bare hunk lines without headers, with no numbers of their own', () => {
    const parsed = parseUnifiedDiff(' keep\n-old\n+new');
    expect(parsed.files).toEqual([]);
    expect(parsed.lines).toEqual([
      { kind: 'context', text: 'keep' },
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
    ]);
  });
});
