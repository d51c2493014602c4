/**
 * For node tests: an `Api` whose every call fails as "not in this test", with the calls a test is
 * about replaced by plain functions. Its shape is `createApi`'s own, so a new call is never missing.
 * Nothing in the widget imports it.
 */
import { type Api, createApi } from './api.ts';
import { failed } from './result.ts';

/** The replaced calls, resource by resource. */
export type ApiReplacements = { [Resource in keyof Api]?: Partial<Api[Resource]> };

/** An Api answering `replacements`, and "not in this test" (a network failure) for everything else. */
export function replacementApi(replacements: ApiReplacements = {}): Api {
  const nowhere = createApi({
    rebase: () => {},
    url: (path) => `http://api.test${path}`,
    request: async (path) => failed({ kind: 'network', url: path, message: 'not in this test' }),
  });
  const api = { ...nowhere };
  for (const key of Object.keys(replacements) as (keyof Api)[]) {
    Object.assign(api, { [key]: { ...nowhere[key], ...replacements[key] } });
  }
  return api;
}
