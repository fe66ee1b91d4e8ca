/*
 * Proportions of code text and its window that every card drawing code shares: the code card,
 * and the code excerpt of an Open Graph card.
 */

/** JetBrains Mono advances every glyph by 600/1000 em: one grid column. */
export const COLUMN_WIDTH_EM = 0.6;
/** Line height as a multiple of the font size. */
export const LINE_HEIGHT_EM = 1.5;
/** The window's three traffic-light dots, left to right. */
export const DOT_COLORS = ['#ff5f57', '#febc2e', '#28c840'] as const;
