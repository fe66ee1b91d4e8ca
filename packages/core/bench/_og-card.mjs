/** The card both OG phases render: the `article` template with title, subtitle and author. */
export const OG_CARD = {
  template: 'article',
  title: 'Rendering code screenshots without a browser',
  subtitle: 'How glyphcast draws a three-megapixel code card in fifty milliseconds',
  author: 'Ada Lovelace',
};
