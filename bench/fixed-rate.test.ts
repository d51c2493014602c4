import { describe, expect, it } from 'vitest';
import { figures, quantile, type Sample } from './fixed-rate.ts';

const sample = (label: string, ms: number, status = 200): Sample => ({ label, sentAt: 0, ms, status });

describe('quantile', () => {
  it('takes the nearest rank: the smallest value with at least q of the values at or below it', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(hundred, 0.5), quantile(hundred, 0.99), quantile(hundred, 1)]).toEqual([50, 99, 100]);
    expect([quantile([10, 20, 30, 40], 0.5), quantile([10, 20, 30, 40], 0.99)]).toEqual([20, 40]);
  });
});

describe('figures', () => {
  it('counts errors and other answers apart and keeps to the labels asked for', () => {
    const samples = [sample('a', 5), sample('a', 7, 0), sample('a', 9, 409), sample('b', 500)];
    expect(figures(samples, (l) => l === 'a')).toEqual({
      requests: 3,
      p50: 7,
      p99: 9,
      max: 9,
      errors: 1,
      non2xx: 1,
    });
  });
});
