import { CARD_TASKS } from './tasks.js';

/**
 * What a replacement worker does before it takes work: one small card of each kind the
 * service draws most, so fonts, HarfBuzz, resvg, Shiki's engine and a theme are loaded and the
 * first real job behind it does not pay for them (~450 ms) inside its own time limit.
 */
export async function warmUp(): Promise<void> {
  for (const [task, options] of [
    [CARD_TASKS.og, { title: 'Warm', format: 'png' }],
    [CARD_TASKS.code, { code: 'warm', language: 'text', scale: 1 }],
  ] as const) {
    const params = task.card.parse(options);
    const sources = await task.card.loadSources(params as never, undefined);
    await task.run({ params, sources, watermark: false } as never);
  }
}
