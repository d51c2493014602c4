import { Hono } from 'hono';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import { assertRoleMayWrite } from '../../api/catalogue-access.ts';
import { type ApiEnv, BEARER_CHALLENGE, readContext, requireStaff } from '../../api/context.ts';
import { memberResponse, type RouteDeps, resourceRoutes, saveRow, transact } from '../../api/routes.ts';
import { stripReadOnly } from '../../api/write.ts';
import { jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { notFound, ProblemError } from '../../hydra/problem.ts';
import { syncPartner } from '../../sync/sync-partner.ts';
import { partnerResource } from './partners.resource.ts';

/** `/api/partners`: POST with a platform key, the generic operations, and `PUT /{id}/sync`. */
export function partnersRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/', async (c) => {
    const caller = readContext(c).caller;
    if (caller.kind === 'public') {
      throw new ProblemError('authentication_required', 'Creating a partner needs a platform key.', {
        'WWW-Authenticate': BEARER_CHALLENGE,
      });
    }
    if (caller.kind !== 'platform') {
      throw new ProblemError(
        'platform_key_required',
        'A staff key manages its own partner; creating partners needs a platform key (npm run staff-key -- --platform).',
      );
    }
    const body = stripReadOnly(partnerResource, await readJsonObject(c, JSON_TYPES), null);
    const row = await transact(deps.db, (tx) =>
      saveRow({ ...deps, tx }, partnerResource, caller, body, null),
    );
    return memberResponse(partnerResource, row, c, 201);
  });
  app.put('/:id/sync', async (c) => {
    const caller = requireStaff(c);
    // The sync replaces the whole catalogue, every location's: a manager's write.
    assertRoleMayWrite(partnerResource, 'replace', caller);
    const id = routeId(c.req.param('id'), 'partner_not_found', 'Partner');
    if (id !== caller.partnerId) throw notFound('partner_not_found', `Partner ${id} does not exist.`);
    const body = await readJsonObject(c, JSON_TYPES);
    return jsonLd(await transact(deps.db, (tx) => syncPartner(tx, id, body)));
  });
  app.route('/', resourceRoutes(partnerResource, deps));
  return app;
}
