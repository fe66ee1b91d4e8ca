import { parseArgs } from 'node:util';
import type { ServerOptions } from '../config.js';
import { isArgumentError } from './argument-error.js';

/*
 * `glyphcast-server` alone starts the server, as do `glyphcast-server start` (what `next start`
 * and most servers' commands say) and the two settings people give on the command line,
 * `--port` and `--host`; everything else is an admin command.
 */

const START_FLAG = /^--(?:port|host)(?:=|$)/;

export type StartCommand = { options: ServerOptions } | { usage: string };

/** What the arguments ask of a start, or undefined when they name an admin command. */
export function startCommand(args: readonly string[]): StartCommand | undefined {
  const first = args[0];
  if (first !== undefined && first !== 'start' && !START_FLAG.test(first)) return undefined;
  try {
    const { values } = parseArgs({
      args: first === 'start' ? args.slice(1) : [...args],
      options: { port: { type: 'string' }, host: { type: 'string' } },
      allowPositionals: false,
    });
    const options: ServerOptions = {};
    if (values.port !== undefined) {
      if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535)
        return { usage: `--port must be an integer from 0 to 65535, received ${JSON.stringify(values.port)}` };
      options.port = Number(values.port);
    }
    if (values.host !== undefined) options.host = values.host;
    return { options };
  } catch (error) {
    if (!isArgumentError(error)) throw error;
    return { usage: `${error.message} (start takes --port and --host; see glyphcast-server --help)` };
  }
}
