import type { CodeWithStatus } from '../domain/error-codes.ts';
import { notFound } from './problem.ts';

const MAX_INT4 = 2_147_483_647;

/** A path id as a database id; anything else (text, zero, beyond int4) is simply not found. */
export function routeId(value: string | undefined, code: CodeWithStatus<404>, label: string): number {
  const id = value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > MAX_INT4)
    throw notFound(code, `${label} ${value ?? ''} does not exist.`);
  return id;
}
