/** The blog's posts: in a real site, read from files or a CMS. */
export const POSTS: Record<string, { title: string; description: string }> = {
  'hello-world': { title: 'Hello, world', description: 'The first post, with a preview card drawn by glyphcast.' },
  nihongo: { title: '日本語のタイトルも正しく表示されます', description: '日本語の記事です。' },
  arabic: { title: 'مرحبا بالعالم من جديد', description: 'مقالة باللغة العربية.' },
};
