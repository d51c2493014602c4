/** Free hotel rooms for a stay (spec §7 `GET /api/location_room_types/availabilities`). */
import type { RoomAvailability } from '../contracts/queries.schema.ts';
import type { RoomAvailabilityQuery } from '../domain/availability-query.ts';
import type { ApiClient } from './client.ts';
import { collection } from './hydra.ts';
import type { ApiResult } from './result.ts';

/** The availabilities call over one client. */
export function roomAvailabilitiesApi(client: ApiClient) {
  return {
    /** Each room type's free rooms on every night of the stay. */
    find(query: RoomAvailabilityQuery, signal?: AbortSignal): Promise<ApiResult<RoomAvailability[]>> {
      return collection<RoomAvailability>(client, '/api/location_room_types/availabilities', query, signal);
    },
  };
}

/** The availabilities call. */
export type RoomAvailabilitiesApi = ReturnType<typeof roomAvailabilitiesApi>;
