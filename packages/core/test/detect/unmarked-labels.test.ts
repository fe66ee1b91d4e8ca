import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLanguageOf } from '../../src/detect/detect-language.js';
import { PLAIN_TEXT_BELOW } from '../../src/detect/plain-text-threshold.js';
import { withoutUnmarkedLabels } from '../../src/detect/unmarked-labels.js';

/*
 * HTML, Markdown and components hold other languages' code, and the model learnt that code from
 * them too: without a mark of their own, a few lines of JavaScript are JavaScript.
 */

const LABELS = ['html', 'markdown', 'javascript', 'vue', 'text'];
const ranking = (...labels: string[]) => labels.map((label) => LABELS.indexOf(label));
const chancesOf = (entries: Record<string, number>) => Float64Array.from(LABELS, (label) => entries[label] ?? 0);

describe('container labels without their own marks', () => {
  const chances = chancesOf({ html: 0.5, markdown: 0.2, javascript: 0.1, vue: 0.1, text: 0.1 });
  const byModel = ranking('html', 'markdown', 'javascript', 'vue', 'text');

  it("are set aside, HTML's belief moving to the first of the rest and Markdown's staying behind", () => {
    const { ranked, movedBelief } = withoutUnmarkedLabels(byModel, LABELS, chances, 'const x = 1;\nf(x);');
    expect(ranked.map((index) => LABELS[index])).toEqual(['javascript', 'text']);
    expect(movedBelief).toBeCloseTo(0.5);
  });

  it("leave Markdown's belief behind, for a construct to claim", () => {
    const markdownFirst = ranking('markdown', 'javascript', 'text', 'html', 'vue');
    const { movedBelief, beliefLeftBehind } = withoutUnmarkedLabels(markdownFirst, LABELS, chances, 'x = 1');
    expect([movedBelief, beliefLeftBehind]).toEqual([0, 0.2]);
  });

  it('stand with a tag, a comment or an entity; Markdown with a heading, a list of links or a fence', () => {
    // Tag names in any script, as XML allows.
    for (const marked of [
      '<div class="a">x</div>',
      '<!-- note -->',
      'a &amp; b',
      '</p>',
      '<品名>りんご</品名>',
      '<Имя>Иван</Имя>',
    ]) {
      expect(withoutUnmarkedLabels(byModel, LABELS, chances, marked).ranked[0]).toBe(LABELS.indexOf('html'));
    }
    const markdown = withoutUnmarkedLabels(byModel, LABELS, chances, '# Install\n\nRun `npm i`.');
    expect(markdown.ranked.map((index) => LABELS[index])).toEqual(['markdown', 'javascript', 'text']);
    // A comparison is not a tag: `a < b` holds no markup.
    expect(withoutUnmarkedLabels(byModel, LABELS, chances, 'if (a < b && c > d) go();').ranked[0]).toBe(
      LABELS.indexOf('javascript'),
    );
    // Nor is a generic's type argument, written straight after its type's name.
    for (const generic of ['): Promise<void> {', 'const seen = new Set<Node>();', 'useState<Props>(init)']) {
      expect(withoutUnmarkedLabels(byModel, LABELS, chances, generic).ranked[0]).toBe(LABELS.indexOf('javascript'));
    }
  });

  it('keep a component that shows its own marks without markup', () => {
    const script = "const props = defineProps<{ title: string }>();\nconst emit = defineEmits(['close']);";
    const vueFirst = ranking('vue', 'javascript', 'html', 'markdown', 'text');
    expect(withoutUnmarkedLabels(vueFirst, LABELS, chances, script).ranked[0]).toBe(LABELS.indexOf('vue'));
  });

  it("set Svelte aside for a script's runes alone (a `.svelte.js` module), not for its blocks", () => {
    const labels = ['svelte', 'javascript', 'text'];
    const svelteFirst = [0, 1, 2];
    const svelteChances = Float64Array.of(0.7, 0.2, 0.1);
    const module = 'export class Counter {\n\tconstructor() {\n\t\tthis.count = $state(0);\n\t}\n}';
    expect(withoutUnmarkedLabels(svelteFirst, labels, svelteChances, module).ranked[0]).toBe(1);
    const block = '{#each items as item}\n\t{item.name}\n{/each}';
    expect(withoutUnmarkedLabels(svelteFirst, labels, svelteChances, block).ranked[0]).toBe(0);
  });
});

describe('Go, which the model reads tab-indented markup as', () => {
  const labels = ['go', 'svelte', 'text'];
  const goFirst = [0, 1, 2];
  const goChances = Float64Array.of(0.6, 0.3, 0.1);

  it('is set aside when markup stands outside its strings and comments, its belief moving on', () => {
    const markup = '<input\n\ttype="checkbox"\n\tbind:checked\n/>';
    const { ranked, movedBelief } = withoutUnmarkedLabels(goFirst, labels, goChances, markup);
    expect(ranked[0]).toBe(1);
    expect(movedBelief).toBeCloseTo(0.6);
  });

  it('stays with HTML in its strings or comments, and with comparisons', () => {
    for (const go of [
      'const page = `<html><body>{{.Title}}</body></html>`\nfunc main() {}',
      '// Render writes <div> elements.\nfunc Render(w io.Writer) {}',
      'if a < b && c > d {\n\treturn\n}',
      'ch := make(chan int)\nv := <-ch',
    ]) {
      expect(withoutUnmarkedLabels(goFirst, labels, goChances, go).ranked[0], go).toBe(0);
    }
  });
});

describe('short snippets of JavaScript', () => {
  it('read as JavaScript, not as the HTML or Markdown that holds such code', () => {
    const snippets = [
      'const x = 1;\nfunction f() {\n  return x;\n}\nconsole.log(f());',
      "document.querySelector('#btn').addEventListener('click', () => {\n  alert('clicked');\n});",
    ];
    for (const snippet of snippets) expect(detectLanguageOf(snippet).language).toBe('javascript');
  });

  it('leave prose without Markdown marks as prose', () => {
    const prose =
      'This release fixes a crash when the configuration file is missing.\nThanks to everyone who reported it.';
    expect(detectLanguageOf(prose).language).toBe('text');
  });
});

describe('a construct that decides after Markdown is set aside', () => {
  it('makes a JSON fragment the model read as Markdown JSON, as sure as Markdown was (a tuning-set excerpt)', () => {
    const fragment = readFileSync(
      new URL(
        '../fixtures/detect/tune/excerpts/json/redis--src_commands_xgroup-createconsumer.json.sample',
        import.meta.url,
      ),
      'utf8',
    );
    const detection = detectLanguageOf(fragment);
    expect(detection.language).toBe('json');
    expect(detection.confidence).toBeGreaterThanOrEqual(PLAIN_TEXT_BELOW);
  });
});
