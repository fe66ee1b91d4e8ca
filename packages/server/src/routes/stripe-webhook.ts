import { getRequestHeader, type H3 } from 'h3';
import { StripeBilling } from '../billing/stripe-billing.js';
import { verifyStripeEvent, WebhookRejected } from '../billing/stripe-event.js';
import type { ResolvedServerOptions } from '../config.js';
import { ProblemError } from '../http/problem.js';
import { readLimitedBody } from '../http/read-limited-body.js';
import type { Logger } from '../log/logger.js';
import type { Accounts } from '../store/accounts.js';

/** Stripe's events are a few kB; anything larger is not one of theirs. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * POST /webhooks/stripe: Stripe's billing events set plans. The raw bytes are verified before
 * anything is parsed or stored (400 when they do not), each event is applied once (a replay is
 * a 200 that changes nothing), and a failure to apply is a 500 so that Stripe retries.
 */
export function registerStripeWebhook(
  app: H3,
  deps: { accounts: Accounts; options: ResolvedServerOptions; logger: Logger },
): void {
  const { stripeWebhookSecret: secret, stripePricePlans, pastDueGraceDays } = deps.options;
  const billing = new StripeBilling(deps.accounts, { pricePlans: stripePricePlans, pastDueGraceDays });
  app.post('/webhooks/stripe', async (event) => {
    if (!secret) {
      throw new ProblemError({
        status: 404,
        title: 'Not Found',
        detail: 'billing is not configured on this server (STRIPE_WEBHOOK_SECRET is not set)',
        code: 'NOT_FOUND',
      });
    }
    const body = await readLimitedBody(event, MAX_WEBHOOK_BYTES);
    let stripeEvent: ReturnType<typeof verifyStripeEvent>;
    try {
      stripeEvent = verifyStripeEvent(body, getRequestHeader(event, 'stripe-signature'), secret);
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      throw new ProblemError({ status: 400, title: 'Bad Request', detail: error.message, code: 'INVALID_WEBHOOK' });
    }
    const result = await billing.apply(stripeEvent);
    if (result.outcome !== 'duplicate') {
      deps.logger.info({ stripeEvent: stripeEvent.id, type: stripeEvent.type, ...result }, 'stripe event');
    }
    return { received: true, ...result };
  });
}
