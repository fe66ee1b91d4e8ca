import { CARDS, type CardInfo, type CardRenderer } from '@glyphcast/core';
import type { H3, H3Event } from 'h3';
import { onGet } from '../http/on-get.js';
import { ImageService } from '../render/image-service.js';
import { type CardRoute, type ImageParams, resolveImageRequest } from './image-request.js';
import { serveImage } from './image-response.js';
import type { ImageRouteDeps } from './image-route-deps.js';
import { ParsedQueryMemo } from './parsed-query-memo.js';

/**
 * POST and GET /v1/code and /v1/og, every card of the core alike, in two steps: resolve the
 * request (key, account, rate limit, plan, parameters), then serve it (conditional request,
 * cache or render, encoding, headers).
 */
export function registerImages(app: H3, deps: ImageRouteDeps): void {
  const images = new ImageService(deps);
  const register = <Params extends ImageParams, Info extends CardInfo>(card: CardRenderer<Params, Info>) => {
    const route: CardRoute<Params, Info> = { card, parsedQueries: new ParsedQueryMemo() };
    const handle = async (event: H3Event) =>
      serveImage(event, card, await resolveImageRequest(event, route, deps), images);
    const serve = (event: H3Event) => deps.inFlight.track(() => handle(event));
    app.post(`/v1/${card.kind}`, serve);
    onGet(app, `/v1/${card.kind}`, serve);
  };
  // One call per card keeps each card's parameter type its own; the type makes every card of the core listed.
  const registrations: { [Kind in keyof typeof CARDS]: () => void } = {
    code: () => register(CARDS.code),
    og: () => register(CARDS.og),
  };
  for (const registerCard of Object.values(registrations)) registerCard();
}
