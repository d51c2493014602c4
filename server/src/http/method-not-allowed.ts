import type { Hono } from 'hono';

type RouteEntry = { path: string; method: string };

function matcher(path: string): RegExp {
  const pattern = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/**
 * The methods a concrete route allows for `path`, from the app's own route table; empty when no route
 * names this path. Wildcard and middleware routes do not count: they would make every path "known".
 */
export function allowedMethods(app: Hono, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes as RouteEntry[]) {
    if (route.method === 'ALL' || route.path.includes('*') || route.path.includes('{')) continue;
    if (matcher(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods].sort();
}
