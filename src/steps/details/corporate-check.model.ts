/**
 * Step 1's corporate-account check (spec §2, §4, §5): what the visitor typed, the server's verdict
 * (loading, success, error with its reason) and the rule that Next waits for a ticked check to succeed.
 * A success is handed on (the composition gives it to auto-save, which sends the credentials once).
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals-react';
import type * as v from 'valibot';
import type { Api } from '../../api/api.ts';
import type { corporateCredentialsSchema } from '../../contracts/booking-payload.schema.ts';
import { type CorporateStatus, corporateError } from '../../domain/booking-rules.ts';
import type { FieldProblem } from '../../state/reservation-form.model.ts';

/** Corporate client credentials as the visitor types them in step 1 (the contract's, src/contracts). */
export type CorporateCredentials = v.InferInput<typeof corporateCredentialsSchema>;

/** The verified account's terms as the widget shows them. */
export type CorporateResult = {
  companyName: string;
  creditAccount: boolean;
  discount: { kind: 'percentage' | 'fixed'; value: number; currency: string | null } | null;
};

/** Why the last verification failed: the server's reason, `rate_limited`, or `unreachable`. */
export type CorporateFailure = string;

/** What the check needs: the API, the chosen location, and what to do with verified credentials. */
export type CorporateCheckDeps = {
  api: Pick<Api, 'corporateAccounts'>;
  location: ReadonlySignal<string | null>;
  /** A success: the credentials to send with the booking, and the verified account. */
  onVerified: (credentials: CorporateCredentials, account: CorporateResult | null) => void;
  onCleared: () => void;
};

/** Creates one form's corporate check. */
export function createCorporateCheck(deps: CorporateCheckDeps) {
  const enabled = signal(false);
  const input = signal<CorporateCredentials>({ companyName: '', email: '', corporateCode: '' });
  const status = signal<CorporateStatus>('idle');
  const result = signal<CorporateResult | null>(null);
  const failure = signal<CorporateFailure | null>(null);
  let controller: AbortController | null = null;

  return {
    enabled,
    input,
    status,
    result,
    failure,
    /** Step 1's problem while the check is ticked and has not succeeded (read inside signals). */
    problems(): FieldProblem[] {
      const error = corporateError(enabled.value, status.value);
      return error ? [{ path: 'corporateAccount', error }] : [];
    },
    /** Changed details are not the verified ones: the check has to run again. */
    edit(key: keyof CorporateCredentials, value: string) {
      batch(() => {
        input.value = { ...input.peek(), [key]: value };
        if (status.peek() !== 'idle') {
          status.value = 'idle';
          result.value = null;
        }
      });
    },
    /** Asks the server; a success also goes with the booking's next save. */
    async verify(): Promise<void> {
      const location = deps.location.peek();
      if (!location) return;
      const credentials = input.peek();
      batch(() => {
        status.value = 'loading';
        failure.value = null;
      });
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const answer = await deps.api.corporateAccounts.verify({ location, ...credentials }, own.signal);
      if (answer.status === 'aborted') return;
      controller = null;
      batch(() => {
        if (answer.status === 'ok' && answer.data.verified === true) {
          result.value = answer.data.account;
          status.value = 'success';
          deps.onVerified(credentials, answer.data.account);
          return;
        }
        result.value = null;
        status.value = 'error';
        if (answer.status === 'ok') failure.value = answer.data.reason ?? 'unknown_account';
        else if (answer.status === 'error' && answer.error.kind === 'http' && answer.error.status === 429)
          failure.value = 'rate_limited';
        else failure.value = 'unreachable';
      });
    },
    /** The visitor unticked the option: the booking is no longer a corporate one. */
    clear() {
      batch(() => {
        enabled.value = false;
        status.value = 'idle';
        result.value = null;
        failure.value = null;
      });
      deps.onCleared();
    },
    /** Stops a verification in flight (the element is going away for good). */
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}

/** One form's corporate check. */
export type CorporateCheck = ReturnType<typeof createCorporateCheck>;
