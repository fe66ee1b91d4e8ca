/*
 * JSON.parse keeps the last of two equal keys without a word, where a query parameter given
 * twice is refused: a body is held to the same rule. This walks text JSON.parse has already
 * accepted, so it only needs to tell strings, objects and arrays apart.
 */

interface Level {
  /** Keys seen in this object; undefined for an array. */
  keys?: Set<string>;
  /** Where this value sits: `fonts[0]`, `theme`, or '' at the top. */
  path: string;
  /** The next string in an object is a key (not a value). */
  expectingKey: boolean;
  /** The last key read, for the path of what follows it. */
  lastKey?: string;
  /** Index of the next element of an array. */
  index: number;
}

/** The end (exclusive) of the string starting at `start` (its opening quote). */
function stringEnd(text: string, start: number): number {
  let at = start + 1;
  while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

function childPath(level: Level): string {
  if (!level.keys) return `${level.path}[${level.index}]`;
  return level.path ? `${level.path}.${level.lastKey}` : (level.lastKey ?? '');
}

/** The path of the first key given twice in one object of valid JSON text, if any (`fonts[0].name`). */
export function firstDuplicateKey(text: string): string | undefined {
  const stack: Level[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    const level = stack.at(-1);
    if (char === '"') {
      const end = stringEnd(text, at);
      if (level?.keys && level.expectingKey) {
        const key = JSON.parse(text.slice(at, end)) as string;
        if (level.keys.has(key)) return level.path ? `${level.path}.${key}` : key;
        level.keys.add(key);
        level.lastKey = key;
        level.expectingKey = false;
      }
      at = end;
      continue;
    }
    if (char === '{' || char === '[') {
      const path = level ? childPath(level) : '';
      stack.push({ keys: char === '{' ? new Set() : undefined, path, expectingKey: char === '{', index: 0 });
    } else if (char === '}' || char === ']') stack.pop();
    else if (char === ',' && level) {
      if (level.keys) level.expectingKey = true;
      else level.index++;
    }
    at++;
  }
  return undefined;
}
