import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/result.ts';
import { pdfFailureOf } from './use-pdf-download.ts';

const refusal = (status: number, code: string): ApiError => ({
  kind: 'http',
  url: 'http://api.test/api/booking/7/offer.pdf',
  status,
  code,
  title: null,
});

// The endpoint's contract (issue 15): 404 for a missing booking or a wrong key; 409 or 422 while the
// booking cannot be priced yet; anything else, or no answer at all, is worth trying again.
describe('what a refused PDF means to the visitor', () => {
  it('is "not found" for a 404, whatever its code', () => {
    expect(pdfFailureOf(refusal(404, 'booking_not_found'))).toBe('notFound');
    expect(pdfFailureOf(refusal(404, 'route_not_found'))).toBe('notFound');
  });

  it('is "not priced yet" for a 409 or a 422', () => {
    expect(pdfFailureOf(refusal(409, 'transition_blocked'))).toBe('notPriced');
    expect(pdfFailureOf(refusal(422, 'pricing_hall_not_priced'))).toBe('notPriced');
  });

  it('is worth another try for a server error, a rate limit or no answer', () => {
    expect(pdfFailureOf(refusal(500, 'internal_error'))).toBe('generic');
    expect(pdfFailureOf(refusal(429, 'too_many_attempts'))).toBe('generic');
    expect(pdfFailureOf({ kind: 'network', url: 'http://api.test', message: 'Failed to fetch' })).toBe(
      'generic',
    );
  });
});
