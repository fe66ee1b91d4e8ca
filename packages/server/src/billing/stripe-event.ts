import Stripe from 'stripe';
import * as v from 'valibot';

/** How far a signature's timestamp may be from now, either way (Stripe's default, 5 minutes). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The parts of an event glyphcast reads; Stripe sends many more. */
const StripeEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  object: v.literal('event'),
  type: v.pipe(v.string(), v.maxLength(255)),
  /** Seconds since the epoch: when Stripe created the event (used to order events). */
  created: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.object({ object: v.record(v.string(), v.unknown()) }),
});

export type StripeEvent = v.InferOutput<typeof StripeEventSchema>;

/** A webhook request refused before anything is stored: answered with 400. */
export class WebhookRejected extends Error {}

/**
 * Verifies the raw body against the `Stripe-Signature` header with the SDK (HMAC-SHA256 under
 * the endpoint's secret, timestamp at most 5 minutes old), refuses timestamps more than 5
 * minutes ahead (the SDK only checks age), then checks the body is an event.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  nowSeconds = Date.now() / 1000,
): StripeEvent {
  if (!signature) throw new WebhookRejected('the Stripe-Signature header is missing');
  // Stripe sends one timestamp. With two, the SDK verifies against one and a check could read the
  // other: `t=<now>,t=<an hour ahead>` would pass both the SDK's age check and ours.
  const timestamps = [...signature.matchAll(/(?:^|,)\s*t=([^,]*)/g)].map((match) => match[1] ?? '');
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0] ?? '')) {
    throw new WebhookRejected('the Stripe-Signature header must carry exactly one timestamp t=<seconds>');
  }
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookRejected(`the signature does not verify: ${error.message.split('\n')[0]}`);
    }
    // The SDK parses the body only after the signature matched.
    throw new WebhookRejected('the body is not a JSON Stripe event');
  }
  const timestamp = Number(timestamps[0]);
  if (timestamp > nowSeconds + SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRejected('the signature’s timestamp is in the future');
  }
  const event = v.safeParse(StripeEventSchema, parsed);
  if (!event.success) throw new WebhookRejected('the body is not a Stripe event');
  return event.output;
}
