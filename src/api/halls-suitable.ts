/** Which halls suit a meeting day (spec §7 `GET /api/halls_suitable`): each with its capacity and state. */
import type { HallSuitability } from '../contracts/queries.schema.ts';
import type { HallsSuitableQuery } from '../domain/event-space.ts';
import type { ApiClient } from './client.ts';
import { collection } from './hydra.ts';
import type { ApiResult } from './result.ts';

/** The halls_suitable call over one client. */
export function hallsSuitableApi(client: ApiClient) {
  return {
    /** The location's halls for the day's window, guests and layout, best fit first. */
    find(query: HallsSuitableQuery, signal?: AbortSignal): Promise<ApiResult<HallSuitability[]>> {
      return collection<HallSuitability>(client, '/api/halls_suitable', query, signal);
    },
  };
}

/** The halls_suitable call. */
export type HallsSuitableApi = ReturnType<typeof hallsSuitableApi>;
