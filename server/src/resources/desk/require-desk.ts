import type { Context } from 'hono';
import type { ApiEnv } from '../../api/context.ts';
import type { StaffIdentity } from '../../auth/staff-users.ts';
import { ProblemError } from '../../hydra/problem.ts';

// Its own module so that the desk's route files can share it without importing desk.routes.ts, which
// mounts them (an import cycle otherwise).

/** The signed-in desk user, or a 401. */
export function requireDesk(c: Context<ApiEnv>): StaffIdentity {
  const desk = c.get('desk');
  if (!desk) throw new ProblemError('desk_sign_in_required');
  return desk;
}
