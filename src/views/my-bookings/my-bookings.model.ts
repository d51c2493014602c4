/**
 * A returning visitor's bookings (issue 21, spec §5 "a logged-in session with credentials"): who is
 * signed in, their bookings, asking for a sign-in link, redeeming one from an e-mail, signing out.
 *
 *   checking ─ signed in ─▶ loading ─▶ list
 *            └ nobody ───▶ signed-out ─ ask ─▶ sending ─▶ sent
 *   signing-in (a link's code) ─ ok ─▶ loading ─▶ list
 *                              └ used or expired ─▶ signed-out, with `linkInvalid`
 */
import { batch, signal } from '@preact/signals-react';
import type { ApiClient } from '../../api/client.ts';
import type { ApiResult } from '../../api/result.ts';
import { type VisitorAccountApi, visitorAccountApi } from '../../api/visitor-account.ts';
import type { VisitorBooking } from '../../contracts/visitor-session.schema.ts';
import type { Locale } from '../../domain/locale.ts';

/** Where the view is. */
export type MyBookingsStatus =
  | 'checking'
  | 'signing-in'
  | 'signed-out'
  | 'sending'
  | 'sent'
  | 'loading'
  | 'list'
  | 'error';

/** Why asking for a link did not work: a mistyped address, too many links, or no connection. */
export type AskProblem = 'invalid-email' | 'too-many' | 'failed';

/** What the model needs. */
export type MyBookingsDeps = {
  /** The instance's API client, from its lazy chunk. */
  loadClient: () => Promise<ApiClient>;
  /** The partner's IRI (`/api/partners/1`); the sign-in is for its bookings. */
  partner: () => string | null;
  locale: () => Locale;
  /** Shows the list's address in place of the sign-in link's (the code must not stay in history). */
  showList: () => void;
};

const isHttp = (answer: ApiResult<unknown>, status: number) =>
  answer.status === 'error' && answer.error.kind === 'http' && answer.error.status === status;

/** Creates the model; `start(code?)` checks the session or redeems a link's code. */
export function createMyBookings(deps: MyBookingsDeps) {
  const status = signal<MyBookingsStatus>('checking');
  const email = signal<string | null>(null);
  const bookings = signal<VisitorBooking[]>([]);
  const linkInvalid = signal(false);
  const askProblem = signal<AskProblem | null>(null);
  const sentTo = signal<string | null>(null);
  /** How long the sent link works, as the server said. */
  const linkMinutes = signal(0);
  const controller = new AbortController();
  let calls: VisitorAccountApi | null = null;
  let started = false;

  async function api(): Promise<VisitorAccountApi | null> {
    try {
      calls ??= visitorAccountApi(await deps.loadClient());
      return calls;
    } catch {
      return null;
    }
  }

  async function loadList(account: VisitorAccountApi) {
    status.value = 'loading';
    const answer = await account.bookings(controller.signal);
    if (answer.status === 'aborted') return;
    if (answer.status === 'ok') {
      batch(() => {
        bookings.value = answer.data.member;
        status.value = 'list';
      });
      return;
    }
    status.value = isHttp(answer, 401) ? 'signed-out' : 'error';
  }

  /** Shows who is signed in and their bookings, or the sign-in form. */
  async function check() {
    status.value = 'checking';
    const account = await api();
    if (!account) {
      status.value = 'error';
      return;
    }
    const user = await account.user(controller.signal);
    if (user.status === 'aborted') return;
    if (user.status === 'error') {
      status.value = isHttp(user, 401) ? 'signed-out' : 'error';
      return;
    }
    email.value = user.data.email;
    await loadList(account);
  }

  /** Redeems a sign-in link's code, then shows the bookings (or says the link no longer works). */
  async function signIn(code: string) {
    started = true;
    status.value = 'signing-in';
    const account = await api();
    if (!account) {
      status.value = 'error';
      return;
    }
    const answer = await account.redeem(code);
    if (answer.status === 'error' && answer.error.kind === 'http' && answer.error.status < 500) {
      batch(() => {
        linkInvalid.value = true;
        status.value = 'signed-out';
      });
      deps.showList();
      return;
    }
    if (answer.status !== 'ok') {
      status.value = 'error';
      return;
    }
    email.value = answer.data.email;
    deps.showList();
    await loadList(account);
  }

  return {
    status,
    email,
    bookings,
    linkInvalid,
    askProblem,
    sentTo,
    linkMinutes,
    /**
     * Starts: redeems `code` when the route carries one, else checks the session — unless a sign-in or
     * the list is already under way (the route becomes the list's once a code was redeemed).
     */
    start(code: string | null): Promise<void> {
      if (code) return signIn(code);
      const busy = ['signing-in', 'loading', 'list'].includes(status.peek()) && started;
      started = true;
      return busy ? Promise.resolve() : check();
    },
    /** Tries again after a failure. */
    retry: check,
    /** Sends a sign-in link to `address`. */
    async ask(address: string): Promise<void> {
      const partner = deps.partner();
      const account = await api();
      if (!account || !partner) {
        askProblem.value = 'failed';
        return;
      }
      batch(() => {
        status.value = 'sending';
        askProblem.value = null;
      });
      const answer = await account.requestLink(partner, address.trim(), deps.locale());
      if (answer.status === 'ok') {
        batch(() => {
          sentTo.value = address.trim();
          linkMinutes.value = answer.data.expiresInMinutes;
          linkInvalid.value = false;
          status.value = 'sent';
        });
        return;
      }
      batch(() => {
        askProblem.value = isHttp(answer, 422)
          ? 'invalid-email'
          : isHttp(answer, 429)
            ? 'too-many'
            : 'failed';
        status.value = 'signed-out';
      });
    },
    /** Asks for another link (back to the form, the address kept by the view). */
    askAgain() {
      status.value = 'signed-out';
    },
    /** Ends the session on the server and forgets the list. */
    async signOut(): Promise<void> {
      const account = await api();
      if (account) await account.signOut();
      batch(() => {
        email.value = null;
        bookings.value = [];
        status.value = 'signed-out';
      });
    },
    dispose() {
      controller.abort();
    },
  };
}

/** One returning visitor's model. */
export type MyBookings = ReturnType<typeof createMyBookings>;
