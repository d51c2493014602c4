import { resourceMissing } from './stripe-errors.ts';
import type { StripeObject } from './stripe-objects.ts';
import type { Behaviour } from './test-payment-methods.ts';

type Kept = { account: string | null; object: StripeObject };

/** The error `param` Stripe names when an id of this kind is unknown. */
const MISSING_PARAM: Record<StripeObject['object'], string> = {
  payment_intent: 'intent',
  setup_intent: 'intent',
  payment_method: 'payment_method',
  charge: 'charge',
  refund: 'id',
};

/**
 * Every object the test server created, each scoped to the connected account (`Stripe-Account`) it was
 * created under: asked for under another account, or none, it does not exist (404), as on Stripe.
 */
export class StripeStore {
  readonly #kept = new Map<string, Kept>();
  /** What a payment method does when used again, and whether a SetupIntent has set it up. */
  readonly #behaviours = new Map<string, { behaviour: Behaviour; setUp: boolean }>();

  /** Keeps (or replaces) an object under an account. */
  put<T extends StripeObject>(object: T, account: string | null): T {
    const existing = this.#kept.get(object.id);
    this.#kept.set(object.id, { account: existing?.account ?? account, object });
    return object;
  }

  /** The object of this kind and id under this account, or a 404 `resource_missing`. */
  get<K extends StripeObject['object']>(
    kind: K,
    id: string,
    account: string | null,
  ): Extract<StripeObject, { object: K }> {
    const kept = this.#kept.get(id);
    if (!kept || kept.object.object !== kind || kept.account !== account) {
      throw resourceMissing(kind, id, MISSING_PARAM[kind]);
    }
    return kept.object as Extract<StripeObject, { object: K }>;
  }

  /** The object with this id whatever its account (for tests that inspect state). */
  peek(id: string): { account: string | null; object: StripeObject } | undefined {
    return this.#kept.get(id);
  }

  /** Every object of a kind under an account, oldest first. */
  list<K extends StripeObject['object']>(
    kind: K,
    account: string | null,
  ): Extract<StripeObject, { object: K }>[] {
    return [...this.#kept.values()]
      .filter((kept) => kept.object.object === kind && kept.account === account)
      .map((kept) => kept.object as Extract<StripeObject, { object: K }>);
  }

  /** Every object of a kind under every account, oldest first. */
  all<K extends StripeObject['object']>(kind: K): Extract<StripeObject, { object: K }>[] {
    return [...this.#kept.values()]
      .filter((kept) => kept.object.object === kind)
      .map((kept) => kept.object as Extract<StripeObject, { object: K }>);
  }

  /** Remembers what a payment method does, for later intents that reuse it. */
  rememberBehaviour(paymentMethodId: string, behaviour: Behaviour): void {
    this.#behaviours.set(paymentMethodId, { behaviour, setUp: false });
  }

  /** Marks a payment method as set up by a succeeded SetupIntent (3155 then pays without 3-D Secure). */
  markSetUp(paymentMethodId: string): void {
    const known = this.#behaviours.get(paymentMethodId);
    if (known) known.setUp = true;
  }

  /** What a stored payment method does now. */
  behaviourOf(paymentMethodId: string): { behaviour: Behaviour; setUp: boolean } | undefined {
    return this.#behaviours.get(paymentMethodId);
  }
}
