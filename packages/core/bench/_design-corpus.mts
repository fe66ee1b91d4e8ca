import { type CorpusDesign, DESIGN_CORPUS, type DesignNode } from '../test/fixtures/designs/corpus.ts';

/*
 * The designs every renderer in the design bench draws: the corpus designs satori draws
 * correctly (Latin text in Inter), each render with new text (a number added to its longest
 * text), so no renderer can reuse a layout or a raster a real workload could not.
 */

export const BENCH_DESIGNS: CorpusDesign[] = DESIGN_CORPUS.filter((design) => design.satori);

/** Untimed renders of each design before timing, the same for every renderer. */
export const DESIGN_WARM_UP_ROUNDS = 3;

type Child = DesignNode | string;

/** The design with ` ${round}` after its longest text. */
export function varied(tree: DesignNode, round: number): DesignNode {
  let longest = '';
  const find = (node: Child) => {
    if (typeof node === 'string') {
      if (node.length > longest.length) longest = node;
      return;
    }
    const { children } = node.props;
    for (const child of Array.isArray(children) ? children : children === undefined ? [] : [children]) find(child);
  };
  find(tree);
  let replaced = false;
  const copy = (node: Child): Child => {
    if (typeof node === 'string') {
      if (!replaced && node === longest) {
        replaced = true;
        return `${node} ${round}`;
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
  return copy(tree) as DesignNode;
}

/** Times every design `rounds` times after the warm-up: one list of milliseconds over all renders. */
export async function timeCorpus(rounds: number, render: (design: CorpusDesign, tree: DesignNode) => Promise<unknown>) {
  let round = 0;
  for (let warm = 0; warm < DESIGN_WARM_UP_ROUNDS; warm++) {
    for (const design of BENCH_DESIGNS) await render(design, varied(design.tree, round++));
  }
  const times: number[] = [];
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
