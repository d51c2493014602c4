/** The corporate account check of step 1 (spec §2, §7 `POST /api/corporate_accounts/verify`). */
import type * as v from 'valibot';
import type { CorporateVerification, corporateVerifyRequestSchema } from '../contracts/queries.schema.ts';
import type { ApiClient } from './client.ts';
import type { ApiResult } from './result.ts';

/** What the check sends: the location and the credentials the visitor typed. */
export type CorporateVerifyRequest = v.InferInput<typeof corporateVerifyRequestSchema>;

/** The corporate-account call over one client. */
export function corporateAccountsApi(client: ApiClient) {
  return {
    /** Whether the credentials name an active account at the location, and its terms. */
    verify(body: CorporateVerifyRequest, signal?: AbortSignal): Promise<ApiResult<CorporateVerification>> {
      return client.request<CorporateVerification>('/api/corporate_accounts/verify', {
        method: 'POST',
        body,
        signal,
      });
    },
  };
}

/** The corporate-account call. */
export type CorporateAccountsApi = ReturnType<typeof corporateAccountsApi>;
