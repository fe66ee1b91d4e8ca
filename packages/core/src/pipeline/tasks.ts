import { codeCard } from '../cards/code/card.js';
import { designCard } from '../cards/design/card.js';
import { ogCard } from '../cards/og/card.js';
import { highlightToHtml } from '../highlight/highlight.js';
import { poolTask } from '../workers/pool-task.js';
import { cardTask } from './render-card.js';

/*
 * Everything the render pool runs, by kind: one entry per card, and highlighting. The caller
 * and the workers share this table; adding a card is adding it here.
 */

export const CARD_TASKS = {
  code: cardTask(codeCard),
  og: cardTask(ogCard),
  design: cardTask(designCard),
};

export type CardKind = keyof typeof CARD_TASKS;

export const HIGHLIGHT_TASK = poolTask('highlight', highlightToHtml);

export const POOL_TASKS = [...Object.values(CARD_TASKS), HIGHLIGHT_TASK];
