import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { POSTS } from '../../posts';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return Object.keys(POSTS).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = POSTS[(await params).slug];
  return post ? { title: post.title, description: post.description } : {};
}

export default async function Post({ params }: Props) {
  const post = POSTS[(await params).slug];
  if (!post) notFound();
  return (
    <main>
      <h1>{post.title}</h1>
      <p>{post.description}</p>
    </main>
  );
}
