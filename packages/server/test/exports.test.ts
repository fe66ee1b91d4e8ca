import { expect, it } from 'vitest';
import * as server from '../src/index.js';

// The public API is deliberate: a new or vanished export shows up here in review.
it('exports exactly the public API', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "createApp",
      "createService",
      "resolveServerOptions",
      "signUrl",
      "startServer",
    ]
  `);
});
