import { expect } from 'vitest';
import { createStaffUser } from '../src/auth/staff-users.ts';
import type { FreshApp } from './fresh-app.ts';

let users = 0;

/**
 * A desk user created as the command line does and signed in through their one-time link: the session
 * cookie and CSRF token their browser would hold.
 */
export async function deskSession(
  fresh: FreshApp,
  now: Date,
  options: { partnerId: number; locationIds?: number[] | null; role?: 'staff' | 'manager' },
): Promise<{ cookie: string; csrf: string }> {
  users += 1;
  const created = await createStaffUser(
    fresh.db.orm,
    {
      partnerId: options.partnerId,
      name: `Sam ${users}`,
      email: `sam.${users}.${Date.now()}@desk.example`,
      role: options.role ?? 'staff',
      locationIds: options.locationIds ?? null,
    },
    now,
  );
  const answer = await fresh.app.request('http://localhost/api/desk/links/redeem', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ code: created.code }),
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { csrfToken: string };
  return { cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0]!, csrf: body.csrfToken };
}

/** A desk request with the session's cookie (and CSRF token when `csrf` is set); parsed answer. */
export async function deskCall(
  fresh: FreshApp,
  method: string,
  path: string,
  options: { cookie?: string; csrf?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.csrf) headers['X-CSRF-Token'] = options.csrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fresh.app.request(`http://localhost${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
