import { startsRightToLeft } from '../../text/direction.js';
import { h, img, type OgElement, type OgNode } from './element.js';
import { fitText } from './fit-text.js';
import { OG_FAMILY } from './fonts.js';
import { OG_HEIGHT, OG_WIDTH, type ResolvedOgOptions } from './options.js';
import { OG_PALETTES, type OgPalette } from './palette.js';

/** Images already fetched and checked, as data URIs with their pixel size. */
export interface OgImages {
  avatar?: { uri: string; width: number; height: number };
  logo?: { uri: string; width: number; height: number };
}

const PADDING = 72;
const LOGO_HEIGHT = 56;
const AVATAR_SIZE = 72;
const GAP = 28;
const CONTENT_WIDTH = OG_WIDTH - 2 * PADDING;
const CONTENT_HEIGHT = OG_HEIGHT - 2 * PADDING;
const TITLE_LINE_HEIGHT = 1.12;
const SUBTITLE_LINE_HEIGHT = 1.35;

/** Template overrides from custom CSS and a custom font (Pro). */
interface OgStyle {
  fontFamily?: string;
  textColor?: string;
  letterSpacing?: number;
  textAlign?: 'left' | 'center' | 'right';
  textTransform?: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
}

function frame(palette: OgPalette, style: OgStyle, ...children: OgNode[]): OgElement {
  return h(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      padding: PADDING,
      // The background and the accent glow are painted beneath (og-backdrop.ts), not by satori.
      fontFamily: style.fontFamily ?? OG_FAMILY,
      color: style.textColor ?? palette.title,
    },
    ...children,
  );
}

function logoElement(logo: OgImages['logo']): OgNode {
  if (!logo) return null;
  const width = Math.min(360, Math.round((logo.width / logo.height) * LOGO_HEIGHT));
  return img(logo.uri, { width, height: LOGO_HEIGHT }, { objectFit: 'contain' });
}

/** Up to two initials of the author, shown when there is no avatar or it failed to load. */
function initials(author: string): string {
  const words = author.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

function avatarElement(options: ResolvedOgOptions, images: OgImages, palette: OgPalette): OgNode {
  const round = { width: AVATAR_SIZE, height: AVATAR_SIZE, borderRadius: AVATAR_SIZE / 2 };
  if (images.avatar) return img(images.avatar.uri, round, { ...round, objectFit: 'cover' });
  if (!options.author) return null;
  return h(
    'div',
    {
      ...round,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: options.accent,
      color: '#ffffff',
      fontSize: 28,
      fontWeight: 700,
      border: `2px solid ${palette.border}`,
    },
    initials(options.author),
  );
}

/** Where a paragraph starts: the right edge for text that reads right to left. */
function startAlign(text: string): 'left' | 'right' {
  return startsRightToLeft(text) ? 'right' : 'left';
}

function clamped(text: string, fontSize: number, lines: number, style: Record<string, string | number>): OgElement {
  return h(
    'div',
    {
      display: 'block',
      fontSize,
      lineClamp: lines,
      wordBreak: 'break-word',
      ...style,
    },
    text,
  );
}

/** The title's style: Inter Bold, tight tracking, unless custom CSS says otherwise. */
function titleStyle(
  style: OgStyle,
  palette: OgPalette,
  align: 'left' | 'center' | 'right',
): Record<string, string | number> {
  return {
    fontWeight: 700,
    letterSpacing: style.letterSpacing ?? -1,
    textAlign: style.textAlign ?? align,
    textTransform: style.textTransform ?? 'none',
    color: style.textColor ?? palette.title,
    lineHeight: TITLE_LINE_HEIGHT,
  };
}

/** The `article` card: logo, title, subtitle, then author with avatar, over an accent glow. */
export function articleTemplate(options: ResolvedOgOptions, images: OgImages, style: OgStyle = {}): OgElement {
  const palette = OG_PALETTES[options.theme];
  const avatar = avatarElement(options, images, palette);
  const hasFooter = Boolean(options.author || avatar);
  // Height left for the text once the header (logo row) and the footer (author row) are placed.
  let textHeight = CONTENT_HEIGHT - LOGO_HEIGHT - GAP - (hasFooter ? AVATAR_SIZE + GAP : 0);
  let subtitle: OgNode = null;
  if (options.subtitle) {
    const fitted = fitText(options.subtitle, { width: CONTENT_WIDTH, height: 100 }, SUBTITLE_LINE_HEIGHT, 2, 34);
    subtitle = clamped(options.subtitle, fitted.fontSize, fitted.lines, {
      textAlign: style.textAlign ?? startAlign(options.subtitle),
      color: palette.subtitle,
      lineHeight: SUBTITLE_LINE_HEIGHT,
    });
    textHeight -= Math.ceil(fitted.lines * fitted.fontSize * SUBTITLE_LINE_HEIGHT) + 20;
  }
  const title = fitText(options.title, { width: CONTENT_WIDTH, height: textHeight }, TITLE_LINE_HEIGHT, 6, 112);
  const header = h(
    'div',
    { display: 'flex', alignItems: 'center', height: LOGO_HEIGHT, flexShrink: 0 },
    logoElement(images.logo) ?? h('div', { width: 64, height: 8, borderRadius: 4, backgroundColor: options.accent }),
  );
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 20 },
    clamped(options.title, title.fontSize, title.lines, titleStyle(style, palette, startAlign(options.title))),
    subtitle,
  );
  const footer = hasFooter
    ? h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 20, height: AVATAR_SIZE, flexShrink: 0 },
        avatar,
        options.author
          ? h(
              'div',
              {
                display: 'block',
                fontSize: 30,
                fontWeight: 700,
                color: style.textColor ?? palette.title,
                maxWidth: CONTENT_WIDTH - AVATAR_SIZE - 20,
                lineClamp: 1,
                wordBreak: 'break-word',
              },
              options.author,
            )
          : null,
      )
    : null;
  const accentBar = h('div', {
    position: 'absolute',
    left: 0,
    top: 0,
    bottom: 0,
    width: 12,
    backgroundColor: options.accent,
  });
  return frame(palette, style, accentBar, header, body, footer);
}

/** The `minimal` card: the title centred, the logo above it and an accent rule below. */
export function minimalTemplate(options: ResolvedOgOptions, images: OgImages, style: OgStyle = {}): OgElement {
  const palette = OG_PALETTES[options.theme];
  const logo = logoElement(images.logo);
  const textHeight = CONTENT_HEIGHT - (logo ? LOGO_HEIGHT + 36 : 0) - 8 - 36;
  const title = fitText(options.title, { width: CONTENT_WIDTH, height: textHeight }, TITLE_LINE_HEIGHT, 6, 128);
  return frame(
    palette,
    style,
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        flexGrow: 1,
        gap: 36,
      },
      logo,
      clamped(options.title, title.fontSize, title.lines, {
        ...titleStyle(style, palette, 'center'),
        maxWidth: CONTENT_WIDTH,
      }),
      h('div', { width: 96, height: 8, borderRadius: 4, backgroundColor: options.accent, flexShrink: 0 }),
    ),
  );
}

/** Adds the Free plan's mark in the bottom-right corner of a card. */
export function withWatermark(card: OgElement, theme: ResolvedOgOptions['theme']): OgElement {
  const mark = h(
    'div',
    {
      position: 'absolute',
      right: 28,
      bottom: 22,
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: 0.5,
      color: theme === 'dark' ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.5)',
    },
    'glyphcast',
  );
  const children = card.props.children;
  return {
    ...card,
    props: { ...card.props, children: [...(Array.isArray(children) ? children : [children ?? null]), mark] },
  };
}
