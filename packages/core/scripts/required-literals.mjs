import { parse } from 'oniguruma-parser/parser';

/*
 * Text an expression cannot match without: a list of strings, one of which every match (its
 * lookaheads included) holds. A scanner that finds none of them in a line from the search's
 * start knows the expression finds nothing there, without compiling or running it: most of a
 * grammar's expressions are keywords and punctuation that a given line never holds. Worked
 * out from the Oniguruma source, so it holds for any rewrite of it. `undefined` when nothing
 * is required, or when a case-insensitive expression requires text beyond ASCII.
 */

/** Past this many strings, looking for them all would cost more than the search it saves. */
const MOST_STRINGS = 48;

/** A requirement: one of these strings, or none (undefined) when the node can match without text. */
function union(requirements) {
  if (requirements.some((requirement) => requirement === undefined)) return undefined;
  const strings = [...new Set(requirements.flat())];
  return strings.length > MOST_STRINGS ? undefined : strings;
}

/** The more selective of two requirements: longer shortest string, then fewer strings. */
function better(one, other) {
  if (!one) return other;
  if (!other) return one;
  const shortest = (strings) => Math.min(...strings.map((string) => string.length));
  if (shortest(one) !== shortest(other)) return shortest(one) > shortest(other) ? one : other;
  return one.length <= other.length ? one : other;
}

/** Characters a class matches, when it is a short list of single characters. */
function classCharacters(node) {
  if (node.negate || node.kind !== 'union' || node.body.length > 8) return undefined;
  if (!node.body.every((element) => element.type === 'Character')) return undefined;
  return node.body.map((element) => String.fromCodePoint(element.value));
}

function ofAlternatives(alternatives) {
  return union(alternatives.map(ofSequence));
}

/** A sequence needs what any one of its parts needs; neighbouring characters make one string. */
function ofSequence(alternative) {
  let best;
  let run = '';
  const endRun = () => {
    if (run) best = better(best, [run]);
    run = '';
  };
  for (const element of alternative.body) {
    if (element.type === 'Character') {
      run += String.fromCodePoint(element.value);
      continue;
    }
    endRun();
    best = better(best, ofElement(element));
  }
  endRun();
  return best;
}

function ofElement(node) {
  switch (node.type) {
    case 'Character':
      return [String.fromCodePoint(node.value)];
    case 'CharacterClass':
      return classCharacters(node);
    case 'CapturingGroup':
    case 'Group':
      return ofAlternatives(node.body);
    case 'Quantifier':
      return node.min >= 1 ? ofElement(node.body) : undefined;
    case 'LookaroundAssertion':
      // A lookahead's text lies after the match's start, so in the line from the search's
      // start; a lookbehind's may lie before it.
      return node.kind === 'lookahead' && !node.negate ? ofAlternatives(node.body) : undefined;
    default:
      // Anchors, character sets, back-references, subroutines, absence functions, directives.
      return undefined;
  }
}

/**
 * The strings, and whether they may appear in any case: an expression case-insensitive
 * anywhere (the whole of it, a group, a directive) is read as case-insensitive throughout,
 * which asks less of a line. Then only ASCII strings are kept, stored in lower case, as a
 * line folded by `foldCase` (src/highlight/converted-expression.ts) is searched for them.
 * @param {string} expression an Oniguruma expression as a grammar gives it
 * @returns {{ needs: string[], caseless: boolean } | undefined}
 */
export function requiredLiterals(expression) {
  let tree;
  try {
    tree = parse(expression, { rules: { captureGroup: true, singleline: true }, skipBackrefValidation: true });
  } catch {
    return undefined;
  }
  const strings = ofAlternatives(tree.body);
  if (!strings || strings.length === 0) return undefined;
  if (!JSON.stringify(tree).includes('"ignoreCase":true')) return { needs: strings, caseless: false };
  if (!strings.every((string) => /^[\x00-\x7f]+$/.test(string))) return undefined;
  return { needs: [...new Set(strings.map((string) => string.toLowerCase()))], caseless: true };
}
