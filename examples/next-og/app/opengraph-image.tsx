import { ImageResponse } from '@glyphcast/core';
import { Card } from './card';

// The same exports as with next/og: only the import above differs.
export const alt = 'Acme blog';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default async function Image() {
  return new ImageResponse(<Card title="Acme blog" description="Notes from the Acme team." />, size);
}
