/*
 * Why the service refuses a request, as plain errors carrying the facts: the parts that decide
 * (authentication, rate limits, plans, the render queue) throw these, and only
 * http/to-problem.ts turns them into statuses, problem documents and headers.
 */

/** A key that is missing, malformed, unknown, revoked, in the wrong place, or a bad signature. */
export class Unauthorized extends Error {
  override readonly name = 'Unauthorized';
}

/** A public key used from a page on an origin its account did not list. */
export class OriginNotAllowed extends Error {
  override readonly name = 'OriginNotAllowed';
  constructor(readonly origin: string) {
    super(`this public key is not allowed on ${origin}`);
  }
}

/** A bucket of the rate limiter is empty. */
export class RateLimited extends Error {
  override readonly name = 'RateLimited';
  constructor(
    readonly limit: { perSecond: number; burst: number },
    /** Seconds until a request would pass. */
    readonly retryAfter: number,
    /** Whose bucket: "per key", "per address on the playground key". */
    scope: string,
  ) {
    super(`at most ${limit.perSecond} requests a second ${scope}; try again in ${retryAfter} s`);
  }
}

/** A parameter only a better plan may use. */
export class PlanRequired extends Error {
  override readonly name = 'PlanRequired';
  constructor(
    readonly field: string,
    plan: string,
  ) {
    super(`\`${field}\` needs the Pro plan; this key's account is on ${plan}`);
  }
}

/** The account already stores as many designs as its plan allows. */
export class DesignLimitReached extends Error {
  override readonly name = 'DesignLimitReached';
  constructor(
    readonly accountId: string,
    readonly limit: number,
  ) {
    super(`this account's plan stores at most ${limit} designs; delete one or upgrade`);
  }
}

/** The account has used every image its plan includes this month. */
export class QuotaReached extends Error {
  override readonly name = 'QuotaReached';
  constructor(
    readonly accountId: string,
    readonly plan: { id: string; monthlyImages: number },
    readonly month: string,
  ) {
    super(`the ${plan.id} plan includes ${plan.monthlyImages} images a month, all used for ${month}`);
  }
}

/**
 * A render ran out of time: waiting for a slot (`wait`), drawing (`render`), or the request as
 * a whole (`total`); `limitMs` is the bound it passed.
 */
export class RenderTimedOut extends Error {
  override readonly name = 'RenderTimedOut';
  constructor(
    readonly phase: 'wait' | 'render' | 'total',
    readonly limitMs: number,
  ) {
    super(
      phase === 'render'
        ? `the render took longer than ${limitMs} ms; try again shortly`
        : phase === 'total'
          ? `the request took longer than ${limitMs} ms; try again shortly`
          : `the server was too busy to start the render within ${limitMs} ms; try again shortly`,
    );
  }
}

/** Work refused before it waited: the service's queue (`service`) or the account's share is full. */
export class SchedulerFull extends Error {
  override readonly name = 'SchedulerFull';
  constructor(
    readonly scope: 'service' | 'account',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The client went away (closed the connection mid-body or before its answer): nobody is left
 * to answer, so this is neither the caller's error nor ours, and is not logged.
 */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
  constructor() {
    super('the client closed the connection');
  }
}
