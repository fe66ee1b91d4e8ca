import { ImageResponse } from '@glyphcast/core';
import { Card } from '../../card';
import { POSTS } from '../../posts';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return Object.keys(POSTS).map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = POSTS[(await params).slug] ?? { title: 'Acme blog', description: '' };
  return new ImageResponse(<Card title={post.title} description={post.description} />, size);
}
