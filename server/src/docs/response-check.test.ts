import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../hydra/problem.ts';
import { responseContractCheck } from './response-check.ts';

// The server suite runs with the check on (test/fresh-app.ts), so every route test is a contract test;
// this proves the check itself fails an answer its contract does not describe, and passes a good one.

function appAnswering(body: unknown, status = 200): Hono {
  const app = new Hono();
  app.use('/api/*', responseContractCheck);
  app.post('/api/corporate_accounts/verify', (c) => c.json(body as object, status as 200));
  app.get('/api/halls/:id', () => new ProblemError('hall_not_found', 'No hall 9.').toResponse());
  app.get('/api/broken', () =>
    Response.json(
      { title: 'Not Found', status: 404 },
      { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
  return app;
}

const verified = {
  '@type': 'CorporateVerification',
  verified: false,
  reason: 'invalid_code',
  account: null,
};

describe('response contract check', () => {
  it('passes an answer its contract describes', async () => {
    const response = await appAnswering(verified).request('/api/corporate_accounts/verify', {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(verified);
  });

  it('turns an undescribed field or a wrong type into a 500 naming the route and the path', async () => {
    const extra = await appAnswering({ ...verified, secret: 'x' }).request('/api/corporate_accounts/verify', {
      method: 'POST',
    });
    expect(extra.status).toBe(500);
    const problem = (await extra.json()) as { code: string; detail: string };
    expect(problem.code).toBe('contract_mismatch');
    expect(problem.detail).toContain('POST /api/corporate_accounts/verify');
    expect(problem.detail).toContain('secret');

    const wrong = await appAnswering({ ...verified, reason: 'expired' }).request(
      '/api/corporate_accounts/verify',
      {
        method: 'POST',
      },
    );
    expect(wrong.status).toBe(500);
    expect(((await wrong.json()) as { detail: string }).detail).toContain('reason:');
  });

  it('checks every problem document: a good one passes, one without a code fails', async () => {
    const good = await appAnswering(verified).request('/api/halls/9');
    expect(good.status).toBe(404);
    const bad = await appAnswering(verified).request('/api/broken');
    expect(bad.status).toBe(500);
    expect(((await bad.json()) as { detail: string }).detail).toContain('code:');
  });
});
