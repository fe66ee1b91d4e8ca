/** The monthly plans: quota, watermark, customisation and priority of each. */
export const PLAN_IDS = ['free', 'hobby', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Images rendered (cache misses) per calendar month, UTC. */
  monthlyImages: number;
  /** Free images carry the small watermark. */
  watermark: boolean;
  /** Pro unlocks the `font` and `css` fields. */
  customisation: boolean;
  /** Where its renders wait when every slot is busy: `high` goes before `normal`. */
  priority: 'high' | 'normal';
  /** Designs the account may store (POST /v1/designs). */
  designs: number;
  /** US dollars a month. */
  price: number;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    monthlyImages: 100,
    watermark: true,
    customisation: false,
    priority: 'normal',
    designs: 3,
    price: 0,
  },
  hobby: {
    id: 'hobby',
    monthlyImages: 5000,
    watermark: false,
    customisation: false,
    priority: 'normal',
    designs: 20,
    price: 9,
  },
  pro: {
    id: 'pro',
    monthlyImages: 30000,
    watermark: false,
    customisation: true,
    priority: 'high',
    designs: 200,
    price: 24,
  },
};

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** The plans a subscription can buy. */
export type PaidPlanId = Exclude<PlanId, 'free'>;

export function isPaidPlanId(value: string): value is PaidPlanId {
  return value !== 'free' && isPlanId(value);
}
