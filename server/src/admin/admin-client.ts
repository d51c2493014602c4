import { request } from 'node:http';
import type { StaffInvitation, StaffUserRequest } from '../auth/staff-invitations.ts';
import type { CreatedKey, KeyRequest } from '../auth/staff-keys.ts';

/** The answer of the running server's admin socket. */
export type AdminAnswer<T = CreatedKey> = { status: number; body: T & { error?: string } };

function once<T>(socketPath: string, path: string, payload: unknown): Promise<AdminAnswer<T>> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path, method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('the server did not answer within 10 s')));
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

/**
 * Asks the server that holds DATA_DIR to create a key. A server that is still starting has the lock but not
 * yet the socket, so a missing socket is retried for `waitMs`.
 */
export function requestStaffKey(
  socketPath: string,
  payload: KeyRequest,
  waitMs = 15_000,
): Promise<AdminAnswer> {
  return withRetry(() => once<CreatedKey>(socketPath, '/staff-keys', payload), waitMs);
}

/** Asks the server that holds DATA_DIR for a staff user and their one-time desk link. */
export function requestStaffUser(
  socketPath: string,
  payload: StaffUserRequest,
  waitMs = 15_000,
): Promise<AdminAnswer<StaffInvitation>> {
  return withRetry(() => once<StaffInvitation>(socketPath, '/staff-users', payload), waitMs);
}

async function withRetry<T>(call: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
