import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  inviteStaffUser,
  StaffUserElsewhereError,
  type StaffUserRequest,
} from '../auth/staff-invitations.ts';
import { createStaffKey, type KeyRequest, UnknownPartnerError } from '../auth/staff-keys.ts';
import type { Orm } from '../db/database.ts';
import type { Logger } from '../logger.ts';

// Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux).
const MAX_SOCKET_PATH = 100;

/**
 * Where the server holding DATA_DIR listens for local admin commands: `DATA_DIR/admin.sock`, or, when that
 * path is too long for a socket, a name in the temporary directory derived from DATA_DIR.
 */
export function adminSocketPath(dataDir: string): string {
  const inside = join(dataDir, 'admin.sock');
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `booking-form-${digest}.sock`);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) throw new Error('body too large');
  }
  return JSON.parse(text);
}

function keyRequest(body: unknown): KeyRequest | null {
  if (!body || typeof body !== 'object') return null;
  const { partner, platform, label } = body as Record<string, unknown>;
  if (label !== undefined && typeof label !== 'string') return null;
  if (typeof partner === 'string' && platform === undefined) return { partner, ...(label ? { label } : {}) };
  if (platform === true && partner === undefined) return { platform: true, ...(label ? { label } : {}) };
  return null;
}

function staffUserRequest(body: unknown): StaffUserRequest | null {
  if (!body || typeof body !== 'object') return null;
  const { partner, email, name, role, locale } = body as Record<string, unknown>;
  if (typeof partner !== 'string' || typeof email !== 'string') return null;
  if (name !== undefined && typeof name !== 'string') return null;
  if (role !== undefined && role !== 'staff' && role !== 'manager') return null;
  if (locale !== undefined && typeof locale !== 'string') return null;
  return { partner, email, ...(name && { name }), ...(role && { role }), ...(locale && { locale }) };
}

async function answerStaffKey(body: unknown, db: Orm, logger: Logger): Promise<[number, unknown]> {
  const request = keyRequest(body);
  if (!request) return [400, { error: 'send {"partner": "<slug>"} or {"platform": true}' }];
  const created = await createStaffKey(db, request);
  logger.info({ partner: created.partner?.slug ?? null, hint: created.hint }, 'staff key created');
  return [201, created];
}

async function answerStaffUser(body: unknown, db: Orm, logger: Logger): Promise<[number, unknown]> {
  const request = staffUserRequest(body);
  if (!request) return [400, { error: 'send {"partner": "<slug>", "email": "<address>"}' }];
  const invited = await inviteStaffUser(db, request, new Date());
  // Never the code: the log is not a place for secrets.
  logger.info(
    { partner: invited.partner.slug, staffUser: invited.user.id, created: invited.created },
    'desk link created',
  );
  return [201, invited];
}

const ROUTES: Record<string, (body: unknown, db: Orm, logger: Logger) => Promise<[number, unknown]>> = {
  '/staff-keys': answerStaffKey,
  '/staff-users': answerStaffUser,
};

/**
 * Serves `POST /staff-keys` and `POST /staff-users` on a Unix socket only this user can open (mode 0600, made under umask 077 so
 * it is never briefly open to others). This is how `npm run staff-key` reaches the one process that may open
 * the embedded database; anyone who can open the socket could read DATA_DIR anyway.
 */
export async function startAdminSocket(options: { dataDir: string; db: Orm; logger: Logger }): Promise<{
  path: string;
  close: () => Promise<void>;
}> {
  const path = adminSocketPath(options.dataDir);
  // We hold the DATA_DIR lock, so a socket file left here belongs to a process that is gone.
  rmSync(path, { force: true });
  const server: Server = createServer(async (req, res) => {
    const answer = req.method === 'POST' && ROUTES[req.url ?? ''];
    if (!answer) return send(res, 404, { error: 'not found' });
    try {
      const [status, body] = await answer(await readBody(req), options.db, options.logger);
      return send(res, status, body);
    } catch (error) {
      if (error instanceof UnknownPartnerError || error instanceof StaffUserElsewhereError)
        return send(res, 404, { error: error.message });
      options.logger.error({ err: error }, 'admin socket request failed');
      return send(res, 500, { error: 'the server could not do it; see its log' });
    }
  });
  const previous = process.umask(0o077);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(path, { force: true });
          resolve();
        });
      }),
  };
}
