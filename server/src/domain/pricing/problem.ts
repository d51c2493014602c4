import type { PricingProblem, PricingProblemCode } from './pricing.types.ts';

/**
 * Thrown inside the engine and caught once by `priceQuote`, so the line builders stay straight-line code
 * while the caller still gets a plain success-or-problem value.
 */
export class PricingFailure extends Error {
  /** The problem handed back to the caller. */
  readonly problem: PricingProblem;

  constructor(code: PricingProblemCode, message: string, path: string | null = null) {
    super(message);
    this.name = 'PricingFailure';
    this.problem = { code, message, path };
  }
}

/** Stops pricing with a problem. */
export function fail(code: PricingProblemCode, message: string, path: string | null = null): never {
  throw new PricingFailure(code, message, path);
}

/** A whole number ≥ 0 that JavaScript holds exactly, as a bigint; anything else is `invalid_amount`. */
export function wholeNumber(value: number | null | undefined, path: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    fail('invalid_amount', `Expected a whole number of at least 0, got ${String(value)}.`, path);
  }
  return BigInt(value);
}
