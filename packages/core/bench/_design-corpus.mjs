import { readFileSync } from 'node:fs';
import { shiftedLetters } from './_og-card.mjs';

/*
 * The designs every renderer in the design bench draws: the corpus designs satori draws
 * correctly (Latin text in Inter), read from the JSON the bench wrote (`DESIGNS_JSON`), each
 * render with new text: its longest text (a title) gets new words and a number, as a new page
 * of a site brings a new title while its labels stay, so no renderer can reuse a layout, a
 * shaped word or a raster a real workload could not.
 */

export const BENCH_DESIGNS = JSON.parse(readFileSync(process.env.DESIGNS_JSON ?? '', 'utf8'));

/**
 * Untimed rounds of every design before timing, the same for every renderer: 3 (a small
 * site's build), or `BENCH_WARM_ROUNDS` (the steady-state pass: a long build or a server).
 */
const DESIGN_WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 3);

/** The design with its longest text's letters shifted and ` ${round}` after it. */
export function varied(tree, round) {
  let longest = '';
  const find = (node) => {
    if (typeof node === 'string') {
      if (node.length > longest.length) longest = node;
      return;
    }
    const { children } = node.props;
    for (const child of Array.isArray(children) ? children : children === undefined ? [] : [children]) find(child);
  };
  find(tree);
  let replaced = false;
  const copy = (node) => {
    if (typeof node === 'string') {
      if (!replaced && node === longest) {
        replaced = true;
        return `${shiftedLetters(node, round % 26)} ${round}`;
      }
      return node;
    }
    const { children } = node.props;
    if (children === undefined) return node;
    return {
      ...node,
      props: { ...node.props, children: Array.isArray(children) ? children.map(copy) : copy(children) },
    };
  };
  return copy(tree);
}

/** Times every design `rounds` times after the warm-up: one list of milliseconds over all renders. */
export async function timeCorpus(rounds, render) {
  let round = 0;
  for (let warm = 0; warm < DESIGN_WARM_UP_ROUNDS; warm++) {
    for (const design of BENCH_DESIGNS) await render(design, varied(design.tree, round++));
  }
  const times = [];
  for (let index = 0; index < rounds; index++) {
    for (const design of BENCH_DESIGNS) {
      const tree = varied(design.tree, round++);
      const started = performance.now();
      await render(design, tree);
      times.push(performance.now() - started);
    }
  }
  return times;
}
