import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createService } from '../src/index.js';

it('answers 503 with the database marked down when the database is gone', async () => {
  const service = await createService({ dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-health-')) });
  const healthy = await service.app.request('/health');
  expect(healthy.status).toBe(200);
  await service.close();
  const response = await service.app.request('/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: 'unavailable', database: { state: 'down' } });
});
