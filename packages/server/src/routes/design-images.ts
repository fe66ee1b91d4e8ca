import {
  type CardInfo,
  type CardParams,
  DESIGN_RENDERER,
  DesignOptionsSchema,
  GlyphcastError,
  IMAGE_FORMATS,
  type ImageFormat,
  type ResourceWarning,
  SCALES,
} from '@glyphcast/core';
import { getRouterParam, type H3, type H3Event } from 'h3';
import * as v from 'valibot';
import { authenticate } from '../auth/authenticate.js';
import { compiledDesign, designParams, designTree, inField, valuesFor } from '../designs/design-content.js';
import { RESERVED_NAMES } from '../designs/design-variables.js';
import { PlanRequired } from '../errors/refusals.js';
import { onGet } from '../http/on-get.js';
import { parseBody } from '../http/parse-body.js';
import { decodeBase64Text, singleValuedQuery } from '../http/query.js';
import { queryToParams } from '../http/query-params.js';
import { readJsonBody } from '../http/read-json-body.js';
import { noteRequest } from '../observe/request-notes.js';
import { ImageService } from '../render/image-service.js';
import type { DrawsCards } from '../render/render-limited.js';
import type { KeyOwner } from '../store/key-owners.js';
import { type DesignRouteDeps, noSuchDesign } from './designs.js';
import { etagOf, type ImageRequest, imageRequestOf, limitRate, planOf, type Rate } from './image-request.js';
import { serveImage } from './image-response.js';

/** How a design's image is written: its format and pixel density. */
const OutputSchema = v.strictObject({
  format: v.optional(v.picklist(IMAGE_FORMATS, `one of ${IMAGE_FORMATS.join(', ')}`), 'png'),
  scale: v.optional(v.picklist(SCALES, `one of ${SCALES.join(', ')}`), 1),
});

/** What `POST /v1/designs/{id}/image` takes. */
export const DesignImageBodySchema = v.strictObject(
  {
    variables: v.optional(
      v.pipe(
        v.record(v.string(), v.string('text'), 'an object of variable names and their values'),
        v.description('the values of the design’s variables; the defaults fill the rest'),
      ),
      {},
    ),
    ...OutputSchema.entries,
  },
  'an object with variables, format and scale',
);

/** An image request's parameters: only the format is read by the route; the rest is in the drawing. */
type DrawnDesign = CardParams & { format: ImageFormat };

/**
 * A design is drawn from its filled tree when no cached image answers: parsing the tree costs
 * nothing on a cache hit.
 */
function drawing(
  draw: () => ReturnType<typeof DESIGN_RENDERER.parse>,
  warnings: ResourceWarning[] = [],
): DrawsCards<DrawnDesign, CardInfo> {
  return {
    kind: 'design',
    render: async (_params, context) => {
      const drawn = await DESIGN_RENDERER.render(draw(), context);
      return { ...drawn, warnings: [...warnings, ...drawn.warnings] };
    },
  };
}

/** The request as the image routes serve it: the drawing's ETag from everything that decides it. */
function imageRequest(
  event: H3Event,
  owner: KeyOwner,
  deps: DesignRouteDeps,
  rate: Rate,
  hashed: { kind: string; params: object; format: ImageFormat },
): ImageRequest<DrawnDesign> {
  const plan = planOf(owner, deps);
  const etag = etagOf(hashed.kind, hashed.params, plan.watermark);
  return imageRequestOf(event, owner, plan, rate, { format: hashed.format }, etag);
}

/** A GET's format and scale, where given. */
function outputOf(query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => name === 'format' || name === 'scale'));
}

/** A GET's variables: every query parameter that is not the URL's own. */
function queryVariables(query: Readonly<Record<string, string>>): Record<string, string> {
  const reserved = new Set<string>(RESERVED_NAMES);
  return Object.fromEntries(Object.entries(query).filter(([name]) => !reserved.has(name)));
}

/**
 * `GET /v1/designs/{id}/image?key=pk_…&title=…` and its POST (secret key, `{ variables, format,
 * scale }`): a stored design filled with the request's variables, served like every image
 * (cache, ETag and 304, signed URLs, metering, rate limits, CORS, HEAD, gzip for SVG). The ETag
 * holds the design's version, so an edit changes the image at every URL.
 */
async function serveDesignImage(event: H3Event, deps: DesignRouteDeps, images: ImageService): Promise<Response> {
  const query = singleValuedQuery(event);
  const owner = await authenticate(event, deps.keyOwners, query);
  noteRequest(event, { accountId: owner.account.id, card: 'design' });
  // The rate limit first: an unknown id or a bad body costs the caller a token too.
  const rate = await limitRate(event, owner, deps);
  const id = getRouterParam(event, 'id') ?? '';
  const asked =
    event.req.method === 'POST'
      ? parseBody(DesignImageBodySchema, await readJsonBody(event))
      : {
          ...parseBody(OutputSchema, queryToParams(outputOf(query), OutputSchema)),
          variables: queryVariables(query),
        };
  const design = await deps.designs.getRecent(owner.account.id, id);
  if (!design) throw noSuchDesign(id);
  const compiled = await compiledDesign(design);
  const values = valuesFor(design, compiled, asked.variables);
  const output = { format: asked.format, scale: asked.scale };
  // A design stored on Pro keeps its fonts' names after a downgrade; they are drawn in the
  // bundled faces then, and the answer says so.
  const fonts = planOf(owner, deps).customisation ? design.fonts : [];
  const request = imageRequest(event, owner, deps, rate, {
    kind: 'design',
    params: { id: design.id, version: design.version, values: Object.entries(values), fonts: fonts.length, ...output },
    format: output.format,
  });
  const dropped: ResourceWarning[] =
    fonts.length < design.fonts.length
      ? [{ field: 'fonts', reason: 'custom fonts need the Pro plan; drawn in the bundled faces', lasting: true }]
      : [];
  return serveImage(
    event,
    drawing(() => designParams({ ...design, fonts }, compiled, values, output), dropped),
    request,
    images,
  );
}

/**
 * `POST /v1/render` (secret key, `{ html | element, width, height, format, scale }`) and
 * `GET /v1/render?key=pk_…&html=<base64>&width=…&height=…`: a design kept in the caller's own
 * code, drawn and served like every image.
 */
async function serveInlineRender(event: H3Event, deps: DesignRouteDeps, images: ImageService): Promise<Response> {
  const query = singleValuedQuery(event);
  const owner = await authenticate(event, deps.keyOwners, query);
  noteRequest(event, { accountId: owner.account.id, card: 'design' });
  const rate = await limitRate(event, owner, deps);
  let body: Record<string, unknown>;
  if (event.req.method === 'POST') {
    const read = await readJsonBody(event);
    if (typeof read !== 'object' || read === null || Array.isArray(read)) {
      throw new GlyphcastError('the body must be an object with html or element, width and height', {
        code: 'INVALID_PARAMETER',
      });
    }
    body = read as Record<string, unknown>;
  } else {
    const { html, ...rest } = query;
    body = {
      ...queryToParams(rest, DesignOptionsSchema),
      ...(html === undefined ? {} : { html: decodeBase64Text(html, 'html') }),
    };
  }
  const { html, element, ...options } = body;
  const { tree, field } = await designTree(html, element);
  const plan = planOf(owner, deps);
  if (Array.isArray(options.fonts) && options.fonts.length > 0 && !plan.customisation) {
    throw new PlanRequired('fonts', plan.id);
  }
  const params = inField(field, () => DESIGN_RENDERER.parse({ ...options, element: tree }));
  // Everything the core parsed but the tree itself (hashed as given) decides the pixels: every
  // option, `lang` and fonts included, is in the ETag and the cache key.
  const { root: _root, urls: _urls, ...drawn } = params;
  const request = imageRequest(event, owner, deps, rate, {
    kind: 'render',
    params: { design: JSON.stringify(html ?? element), ...drawn },
    format: params.format,
  });
  return serveImage(
    event,
    drawing(() => params),
    request,
    images,
  );
}

/** The routes that draw designs: stored ones by id, and inline ones. */
export function registerDesignImages(app: H3, deps: DesignRouteDeps): void {
  const images = new ImageService(deps);
  const track = (serve: typeof serveDesignImage) => (event: H3Event) =>
    deps.inFlight.track(() => serve(event, deps, images));
  app.post('/v1/designs/:id/image', track(serveDesignImage));
  onGet(app, '/v1/designs/:id/image', track(serveDesignImage));
  app.post('/v1/render', track(serveInlineRender));
  onGet(app, '/v1/render', track(serveInlineRender));
}
