import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/api.ts';
import { createApiClient } from '../../api/client.ts';
import { createCorporateCheck } from './corporate-check.model.ts';

// The check's states and its step-1 rule; the server's verdicts come from a scripted answer here (the
// journeys against the real server are in tests/e2e/meeting-request.e2e.ts).

function setup(answer: { status: number; body: unknown }) {
  const verified: unknown[] = [];
  const fetch = (async () =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/ld+json' },
    })) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  const check = createCorporateCheck({
    api: createApi(client),
    location: signal('/api/locations/1'),
    onVerified: (c) => verified.push(c),
    onCleared: () => verified.push('cleared'),
  });
  check.enabled.value = true;
  for (const [key, value] of [
    ['companyName', 'Acme'],
    ['email', 'a@acme.example'],
    ['corporateCode', 'X'],
  ] as const)
    check.edit(key, value);
  return { check, verified };
}

describe('the corporate check', () => {
  it('blocks Next until a ticked check succeeds, and hands the verified credentials on', async () => {
    const { check, verified } = setup({
      status: 200,
      body: { verified: true, account: { companyName: 'Acme', creditAccount: true, discount: null } },
    });
    expect(check.problems()).toEqual([
      { path: 'corporateAccount', error: { key: 'validation.corporatePending' } },
    ]);
    await check.verify();
    expect(check.status.value).toBe('success');
    expect(check.problems()).toEqual([]);
    expect(verified).toEqual([{ companyName: 'Acme', email: 'a@acme.example', corporateCode: 'X' }]);
    // Changed details are not the verified ones.
    check.edit('corporateCode', 'Y');
    expect(check.status.value).toBe('idle');
    expect(check.problems()).toHaveLength(1);
    check.clear();
    expect(check.problems()).toEqual([]);
    expect(verified.at(-1)).toBe('cleared');
  });

  it('names why it failed: the reason, too many attempts, or an unreachable server', async () => {
    const refused = setup({ status: 200, body: { verified: false, reason: 'invalid_code' } });
    await refused.check.verify();
    expect([refused.check.status.value, refused.check.failure.value]).toEqual(['error', 'invalid_code']);
    expect(refused.check.problems()[0]?.error.key).toBe('validation.corporateInvalid');
    const limited = setup({ status: 429, body: { title: 'Too many' } });
    await limited.check.verify();
    expect(limited.check.failure.value).toBe('rate_limited');
    const down = setup({ status: 502, body: {} });
    await down.check.verify();
    expect(down.check.failure.value).toBe('unreachable');
  });
});
