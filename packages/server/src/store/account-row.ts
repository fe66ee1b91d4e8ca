import { isPlanId, type PlanId } from '../plans/plans.js';
import type { Database } from './schema.js';

export interface Account {
  id: string;
  email: string | null;
  plan: PlanId;
  createdAt: string;
  /** The playground's shared account: its limits are per client address. */
  playground: boolean;
}

/** The time now as stored: ISO-8601 text, which SQLite and PostgreSQL compare alike. */
export const now = () => new Date().toISOString();

/** An account as the service sees it, from its row. */
export function toAccount(
  row: Pick<Database['accounts'], 'id' | 'email' | 'plan' | 'created_at' | 'plan_until'> & { playground: unknown },
): Account {
  // A paid plan past due holds for its grace period; after it, Free until Stripe says paid.
  const lapsed = row.plan_until !== null && row.plan_until <= now();
  const plan = isPlanId(row.plan) && !lapsed ? row.plan : 'free';
  return { id: row.id, email: row.email, plan, createdAt: row.created_at, playground: Number(row.playground) === 1 };
}
