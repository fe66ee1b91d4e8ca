import type { CliFlag, FlagSet } from './flags.js';
import { parseLineList } from './parse-line-list.js';
import { UsageError } from './usage-error.js';

/** A flag's text as its option's value: whole numbers, line lists, booleans, or the text itself. */
function flagValue(flag: CliFlag, raw: string | boolean): unknown {
  if (flag.type === 'boolean' || typeof raw === 'boolean') return raw;
  if (flag.type === 'integer') {
    if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`--${flag.flag} must be a whole number, received "${raw}"`);
    return Number(raw);
  }
  if (flag.type === 'lines') {
    const lines = parseLineList(raw);
    if (typeof lines === 'string') throw new UsageError(`--${flag.flag}: ${lines}`);
    return lines;
  }
  return raw;
}

/** A command's flags as node:util's parseArgs options: booleans as switches, the rest as text. */
export function parseArgsOptions(set: FlagSet) {
  return Object.fromEntries(
    set.flags.map((flag) => [flag.flag, { type: flag.type === 'boolean' ? 'boolean' : 'string' } as const]),
  );
}

/** The options the flags given set (flags not given are left out, so the schema's defaults apply). */
export function optionsFromFlags(set: FlagSet, values: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const flag of set.flags) {
    const raw = values[flag.flag] as string | boolean | undefined;
    if (raw !== undefined) options[flag.option] = flagValue(flag, raw);
  }
  return options;
}
