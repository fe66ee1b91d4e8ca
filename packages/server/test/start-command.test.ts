import { afterEach, describe, expect, it } from 'vitest';
import { startCommand } from '../src/cli/start-command.js';
import { type ChildServer, startChildServer } from './_child-server.js';

describe('what starts the server', () => {
  it('is no command, `start`, or the --port and --host settings; anything else is an admin command', () => {
    expect(startCommand([])).toEqual({ options: {} });
    expect(startCommand(['start'])).toEqual({ options: {} });
    expect(startCommand(['start', '--port', '8080', '--host', '0.0.0.0'])).toEqual({
      options: { port: 8080, host: '0.0.0.0' },
    });
    expect(startCommand(['--port=8080'])).toEqual({ options: { port: 8080 } });
    expect(startCommand(['keys', 'list'])).toBeUndefined();
    expect(startCommand(['--help'])).toBeUndefined();
  });

  it('says what is wrong with a start, in a line', () => {
    expect(startCommand(['start', '--port', 'abc'])).toEqual({
      usage: '--port must be an integer from 0 to 65535, received "abc"',
    });
    expect(startCommand(['--port', '70000'])).toEqual({
      usage: '--port must be an integer from 0 to 65535, received "70000"',
    });
    expect(startCommand(['start', '--bogus'])).toEqual({
      usage: "Unknown option '--bogus' (start takes --port and --host; see glyphcast-server --help)",
    });
    expect(startCommand(['start', '--port'])).toMatchObject({
      usage: expect.stringMatching(/^Option '--port <value>' argument missing/),
    });
  });
});

describe('glyphcast-server start --port --host, in a process of its own', () => {
  let server: ChildServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('listens where the flags say, over PORT and HOST', async () => {
    // Without the flags it would listen on localhost:1.
    server = await startChildServer(
      { PORT: '1', HOST: 'localhost' },
      { args: ['start', '--port', '0', '--host', '127.0.0.1'] },
    );
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(server.url).port).not.toBe('1');
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
  });
});
