import type { Transaction } from 'kysely';
import * as v from 'valibot';
import type { PaidPlanId, PlanId } from '../plans/plans.js';
import type { Accounts } from '../store/accounts.js';
import type { Database } from '../store/schema.js';
import type { StripeEvent } from './stripe-event.js';

interface BillingSettings {
  /** Stripe price id → the plan it buys. */
  pricePlans: Record<string, PaidPlanId>;
  /** Days a past-due subscription keeps its plan. */
  pastDueGraceDays: number;
}

interface BillingOutcome {
  outcome: 'applied' | 'duplicate' | 'ignored';
  /** What happened, for the log and the response (never a secret). */
  detail: string;
}

const id = v.pipe(v.string(), v.minLength(1));
const CheckoutSession = v.object({
  client_reference_id: v.nullish(v.string()),
  customer: v.nullish(id),
  subscription: v.nullish(id),
});
const Subscription = v.object({
  id,
  customer: id,
  status: v.string(),
  items: v.object({ data: v.array(v.object({ price: v.object({ id }) })) }),
});
const Invoice = v.object({ customer: v.nullish(id) });

/** Subscription states, as glyphcast reads them. */
const LIVE = new Set(['active', 'trialing']);
const GRACE = new Set(['past_due']);
/** Not paid yet (the first invoice is open): no plan given, none taken away. */
const PENDING = new Set(['incomplete']);
const PLAN_RANK: Record<PlanId, number> = { free: 0, hobby: 1, pro: 2 };

/** An event's transaction: the Stripe tables through `trx`, accounts through `accounts`. */
interface InTransaction {
  trx: Transaction<Database>;
  accounts: Accounts;
}

/**
 * Applies Stripe events to accounts, each exactly once: the event's id is recorded in the same
 * transaction as its effect, so a replay changes nothing and a failure leaves nothing behind
 * (Stripe then retries). Events are not promised in order: a subscription event older than the
 * state already applied is ignored, and a deleted subscription stays deleted. The Stripe tables
 * are this class's own; what an event changes of an account goes through Accounts, in the
 * same transaction.
 */
export class StripeBilling {
  constructor(
    private readonly accounts: Accounts,
    private readonly settings: BillingSettings,
  ) {}

  async apply(event: StripeEvent): Promise<BillingOutcome> {
    return this.accounts.transaction(async (accounts, trx) => {
      const recorded = await trx
        .insertInto('stripe_events')
        .values({ id: event.id, type: event.type, created: event.created, received_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return { outcome: 'duplicate', detail: `event ${event.id} was applied before` };
      return this.applyOnce({ trx, accounts }, event);
    });
  }

  private async applyOnce(tx: InTransaction, event: StripeEvent): Promise<BillingOutcome> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(tx, event);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(tx, event);
      case 'invoice.payment_failed':
        return this.paymentFailed(tx, event);
      default:
        return { outcome: 'ignored', detail: `${event.type} is not used` };
    }
  }

  /** Links the Stripe customer to the account our upgrade link named in client_reference_id. */
  private async checkoutCompleted({ accounts, trx }: InTransaction, event: StripeEvent): Promise<BillingOutcome> {
    const session = v.safeParse(CheckoutSession, event.data.object);
    if (!session.success) return { outcome: 'ignored', detail: 'the checkout session has no readable fields' };
    const { client_reference_id: accountId, customer } = session.output;
    if (!accountId || !customer) {
      return { outcome: 'ignored', detail: 'the checkout session names no account or no customer' };
    }
    if (!(await accounts.linkCustomer(accountId, customer))) {
      return { outcome: 'ignored', detail: `no account ${accountId}: the checkout cannot be linked` };
    }
    // The subscription's own events may have come first: apply what they said now.
    const plan = await this.syncPlan({ accounts, trx }, accountId, customer);
    return { outcome: 'applied', detail: `account ${accountId} linked to customer ${customer}; ${plan}` };
  }

  private async subscriptionChanged({ accounts, trx }: InTransaction, event: StripeEvent): Promise<BillingOutcome> {
    const parsed = v.safeParse(Subscription, event.data.object);
    if (!parsed.success) return { outcome: 'ignored', detail: 'the subscription has no readable fields' };
    const subscription = parsed.output;
    const known = await trx
      .selectFrom('stripe_subscriptions')
      .select(['ended', 'state_at'])
      .where('id', '=', subscription.id)
      .executeTakeFirst();
    if (known && Number(known.ended) === 1) {
      return { outcome: 'ignored', detail: `subscription ${subscription.id} was deleted before` };
    }
    if (known && event.created < Number(known.state_at)) {
      return { outcome: 'ignored', detail: `a newer state of subscription ${subscription.id} is applied` };
    }
    const deleted = event.type === 'customer.subscription.deleted';
    const row = {
      customer_id: subscription.customer,
      status: deleted ? 'canceled' : subscription.status,
      price_id: subscription.items.data[0]?.price.id ?? null,
      ended: deleted ? 1 : 0,
      state_at: event.created,
    };
    await trx
      .insertInto('stripe_subscriptions')
      .values({ id: subscription.id, ...row })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
    const account = await accounts.accountOfCustomer(subscription.customer);
    if (!account) {
      return {
        outcome: 'applied',
        detail: `subscription ${subscription.id} kept until its checkout names the account`,
      };
    }
    const plan = await this.syncPlan({ accounts, trx }, account, subscription.customer);
    return { outcome: 'applied', detail: `subscription ${subscription.id} is ${row.status}; ${plan}` };
  }

  private async paymentFailed({ accounts }: InTransaction, event: StripeEvent): Promise<BillingOutcome> {
    const invoice = v.safeParse(Invoice, event.data.object);
    const customer = invoice.success ? invoice.output.customer : undefined;
    const account = customer && (await accounts.accountOfCustomer(customer));
    if (!account) return { outcome: 'ignored', detail: 'the invoice’s customer is not linked to an account' };
    await accounts.recordPaymentFailed(account, new Date(event.created * 1000));
    return { outcome: 'applied', detail: `payment failure recorded for account ${account}` };
  }

  /**
   * Sets the account's plan from its customer's subscriptions: the best live one (active or
   * trialing, with a known price) gives its plan; failing that, a past-due one keeps its plan
   * until the grace period ends; when every subscription is over, Free. A pending first
   * payment, or a live subscription at a price we do not know, changes nothing.
   */
  private async syncPlan({ accounts, trx }: InTransaction, accountId: string, customer: string): Promise<string> {
    const subscriptions = await trx
      .selectFrom('stripe_subscriptions')
      .select(['status', 'price_id', 'state_at'])
      .where('customer_id', '=', customer)
      .execute();
    const planOf = (price: string | null) => (price ? this.settings.pricePlans[price] : undefined);
    const best = (statuses: Set<string>) =>
      subscriptions
        .filter((subscription) => statuses.has(subscription.status) && planOf(subscription.price_id))
        .map((subscription) => ({
          plan: planOf(subscription.price_id) as PaidPlanId,
          since: Number(subscription.state_at),
        }))
        .sort((a, b) => PLAN_RANK[b.plan] - PLAN_RANK[a.plan])[0];

    const live = best(LIVE);
    if (live) return this.applyPlan(accounts, accountId, live.plan, null);
    const pastDue = best(GRACE);
    if (pastDue) {
      const current = await accounts.billingOf(accountId);
      const graceEnds = new Date((pastDue.since + this.settings.pastDueGraceDays * 86_400) * 1000).toISOString();
      return this.applyPlan(accounts, accountId, pastDue.plan, current?.planUntil ?? graceEnds);
    }
    const undecided = subscriptions.some(
      (subscription) =>
        PENDING.has(subscription.status) || (LIVE.has(subscription.status) && !planOf(subscription.price_id)),
    );
    if (undecided || subscriptions.length === 0) return 'plan unchanged';
    return this.applyPlan(accounts, accountId, 'free', null);
  }

  private async applyPlan(accounts: Accounts, accountId: string, plan: PlanId, until: string | null) {
    await accounts.setPlan(accountId, plan, until);
    return until ? `plan ${plan} until ${until} (past due)` : `plan ${plan}`;
  }
}
