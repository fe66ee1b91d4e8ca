import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  // Where the site will live: og:image must be an absolute URL for social networks.
  metadataBase: new URL(process.env.SITE_URL ?? 'https://next.example.com'),
  title: 'Acme blog',
  description: 'Notes from the Acme team.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
