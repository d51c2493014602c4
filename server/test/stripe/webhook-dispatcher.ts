import type { StripeEvent } from './stripe-objects.ts';
import { stripeSignatureHeader } from './webhook-signature.ts';

/** One POST of an event to the webhook endpoint and how it was answered. */
export type WebhookDelivery = {
  eventId: string;
  type: string;
  url: string;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** Why the delivery failed (network error, non-2xx), or null. */
  error: string | null;
  /** True when the event had been POSTed before (a replay through `deliver`). */
  replay: boolean;
  signature: string;
  body: string;
  at: Date;
};

/** Where and how events go: the endpoint URL (or a function giving it, null = none yet) and secret. */
export type WebhookOptions = {
  webhookUrl?: string | (() => string | null);
  webhookSecret: string;
  deliver?: 'auto' | 'manual';
};

type Waiter = {
  predicate: (delivery: WebhookDelivery) => boolean;
  resolve: (delivery: WebhookDelivery) => void;
};

/**
 * Keeps every event and POSTs them one at a time, in order, to the webhook endpoint. Deliveries run after
 * the API answer that caused them (never inside it), so an endpoint that calls back into the API, or that
 * waits on a database row the caller holds, cannot deadlock a test.
 */
export class WebhookDispatcher {
  readonly events: StripeEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  readonly #options: WebhookOptions;
  /** Events not POSTed yet: every event in manual mode, or while the endpoint URL is unknown. */
  #pending: StripeEvent[] = [];
  #queue: Promise<unknown> = Promise.resolve();
  #queued = 0;
  #idleWaiters: (() => void)[] = [];
  #waiters: Waiter[] = [];

  constructor(options: WebhookOptions) {
    this.#options = options;
  }

  /** The endpoint URL right now, or null when there is none. */
  endpointUrl(): string | null {
    const { webhookUrl } = this.#options;
    if (webhookUrl === undefined) return null;
    return typeof webhookUrl === 'function' ? webhookUrl() : webhookUrl;
  }

  /** Records a new event and, in auto mode with a known endpoint, queues its delivery. */
  publish(event: StripeEvent): void {
    this.events.push(event);
    if (this.#options.deliver === 'manual' || this.endpointUrl() === null) {
      this.#pending.push(event);
      return;
    }
    void this.#enqueue(event, false);
  }

  /** POSTs one event (again, if it was delivered before) and resolves with that delivery. */
  deliver(eventId: string): Promise<WebhookDelivery> {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (!event) return Promise.reject(new Error(`No event ${eventId} was created`));
    this.#pending = this.#pending.filter((candidate) => candidate.id !== eventId);
    const replay = this.deliveries.some((delivery) => delivery.eventId === eventId);
    return this.#enqueue(event, replay);
  }

  /** POSTs every event not delivered yet, in creation order, and resolves with their deliveries. */
  async flush(): Promise<WebhookDelivery[]> {
    const pending = this.#pending;
    this.#pending = [];
    const results: WebhookDelivery[] = [];
    for (const event of pending) results.push(await this.#enqueue(event, false));
    return results;
  }

  /** Resolves when no delivery is queued or under way. */
  idle(): Promise<void> {
    if (this.#queued === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Resolves with the first delivery (past or future) that matches; rejects after `timeoutMs`. */
  waitForDelivery(
    predicate: (delivery: WebhookDelivery) => boolean,
    timeoutMs = 10_000,
  ): Promise<WebhookDelivery> {
    const done = this.deliveries.find(predicate);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (delivery) => {
          clearTimeout(timer);
          resolve(delivery);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
        reject(new Error(`No matching webhook delivery within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  #enqueue(event: StripeEvent, replay: boolean): Promise<WebhookDelivery> {
    this.#queued += 1;
    const run = this.#queue.then(() => this.#post(event, replay));
    this.#queue = run.catch(() => undefined);
    return run.finally(() => {
      this.#queued -= 1;
      if (this.#queued === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
    });
  }

  async #post(event: StripeEvent, replay: boolean): Promise<WebhookDelivery> {
    const url = this.endpointUrl();
    // Stripe sends the event as pretty-printed JSON; receivers must verify the exact bytes.
    const body = JSON.stringify(event, null, 2);
    const signature = stripeSignatureHeader(body, this.#options.webhookSecret);
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type: event.type,
      url: url ?? '',
      status: null,
      error: null,
      replay,
      signature,
      body,
      at: new Date(),
    };
    if (url === null) {
      delivery.error = 'no webhook endpoint';
    } else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        delivery.status = response.status;
        if (!response.ok) delivery.error = `endpoint answered ${response.status}`;
        else event.pending_webhooks = 0;
      } catch (error) {
        delivery.error =
          error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : String(error);
      }
    }
    this.deliveries.push(delivery);
    for (const waiter of this.#waiters.filter((candidate) => candidate.predicate(delivery))) {
      this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
      waiter.resolve(delivery);
    }
    return delivery;
  }
}
