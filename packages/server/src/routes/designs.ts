import type { H3, H3Event } from 'h3';
import { getRouterParam } from 'h3';
import { FastResponse } from 'srvx';
import { authenticateSecret } from '../auth/authenticate.js';
import { readDesignBody } from '../designs/design-content.js';
import { PlanRequired } from '../errors/refusals.js';
import { onGet } from '../http/on-get.js';
import { ProblemError } from '../http/problem.js';
import { readJsonBody } from '../http/read-json-body.js';
import { noteRequest } from '../observe/request-notes.js';
import type { Designs, StoredDesign } from '../store/designs.js';
import type { KeyOwner } from '../store/key-owners.js';
import { limitRate, planOf } from './image-request.js';
import type { ImageRouteDeps } from './image-route-deps.js';

/** What the design routes need: the image routes' limits, and the designs. */
export interface DesignRouteDeps extends ImageRouteDeps {
  designs: Designs;
}

/** A design as the API shows it, with the URL that renders it (add `?key=pk_…` and its variables). */
export function designView(design: StoredDesign, publicUrl: string) {
  return {
    id: design.id,
    version: design.version,
    name: design.name,
    width: design.width,
    height: design.height,
    variables: design.variables,
    fonts: design.fonts,
    lang: design.lang,
    ...(design.source === 'html' ? { html: design.body } : { element: JSON.parse(design.body) as unknown }),
    imageUrl: `${publicUrl}/v1/designs/${design.id}/image`,
    createdAt: design.createdAt,
    updatedAt: design.updatedAt,
  };
}

export const noSuchDesign = (id: string) =>
  new ProblemError({ status: 404, title: 'Not Found', detail: `no design ${id} on this account`, code: 'NOT_FOUND' });

const json = (body: unknown, status = 200) =>
  new FastResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * The designs an account stores (secret key, `Authorization: Bearer`): POST stores one (201),
 * GET lists or reads, PUT replaces (its version goes up, and with it every image's ETag), DELETE
 * removes (its image URL is then a 404). Another account's design reads as no design.
 */
export function registerDesigns(app: H3, deps: DesignRouteDeps): void {
  const publicUrl = deps.options.publicUrl;
  /** The caller's account, within its key's rate limit. */
  const caller = async (event: H3Event) => {
    const owner = await authenticateSecret(event, deps.keyOwners);
    noteRequest(event, { accountId: owner.account.id });
    await limitRate(event, owner, deps);
    return owner;
  };
  const idOf = (event: H3Event) => getRouterParam(event, 'id') ?? '';
  /** The design a body gives, checked, and within what the caller's plan allows (fonts are Pro's). */
  const contentFor = async (owner: KeyOwner, body: unknown) => {
    const content = await readDesignBody(body);
    const plan = planOf(owner, deps);
    if (content.fonts.length > 0 && !plan.customisation) throw new PlanRequired('fonts', plan.id);
    return content;
  };

  app.post('/v1/designs', async (event) => {
    const owner = await caller(event);
    const content = await contentFor(owner, await readJsonBody(event));
    const design = await deps.designs.create(owner.account.id, content, planOf(owner, deps).designs);
    return json(designView(design, publicUrl), 201);
  });
  onGet(app, '/v1/designs', async (event) => {
    const owner = await caller(event);
    const designs = await deps.designs.list(owner.account.id);
    return json({
      designs: designs.map((design) => designView(design, publicUrl)),
      limit: planOf(owner, deps).designs,
    });
  });
  onGet(app, '/v1/designs/:id', async (event) => {
    const owner = await caller(event);
    const design = await deps.designs.get(owner.account.id, idOf(event));
    if (!design) throw noSuchDesign(idOf(event));
    return json(designView(design, publicUrl));
  });
  app.put('/v1/designs/:id', async (event) => {
    const owner = await caller(event);
    // Checked before the body is read: a missing design is a 404 whatever the body holds.
    if (!(await deps.designs.get(owner.account.id, idOf(event)))) throw noSuchDesign(idOf(event));
    const content = await contentFor(owner, await readJsonBody(event));
    const design = await deps.designs.replace(owner.account.id, idOf(event), content);
    if (!design) throw noSuchDesign(idOf(event));
    return json(designView(design, publicUrl));
  });
  app.delete('/v1/designs/:id', async (event) => {
    const owner = await caller(event);
    if (!(await deps.designs.delete(owner.account.id, idOf(event)))) throw noSuchDesign(idOf(event));
    return new FastResponse(null, { status: 204 });
  });
}
