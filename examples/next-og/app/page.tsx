import Link from 'next/link';
import { POSTS } from './posts';

export default function Home() {
  return (
    <main>
      <h1>Acme blog</h1>
      <ul>
        {Object.entries(POSTS).map(([slug, post]) => (
          <li key={slug}>
            <Link href={`/blog/${slug}`}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
