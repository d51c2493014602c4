/** The value every API call returns: data, an error, or "aborted" (which means nothing happened). */

/** Why a call failed: no answer at all, or an answer with an error status and problem code. */
export type ApiError =
  | { kind: 'network'; url: string; message: string }
  | {
      kind: 'http';
      url: string;
      status: number;
      code: string | null;
      title: string | null;
      /** A 422's field problems: `propertyPath` in the payload's spelling, e.g. `meetingRooms[0].date`. */
      violations?: readonly Violation[];
      /** The whole problem+json body, for codes that carry more (e.g. `lost` on a 409). */
      problem?: Record<string, unknown>;
    };

/** One field problem of a 422 answer. */
export type Violation = { propertyPath: string; message: string; code: string | null };

/** A call's outcome; callers switch on `status` and never need try/catch. */
export type ApiResult<T> =
  | { status: 'ok'; data: T }
  | { status: 'error'; error: ApiError }
  | { status: 'aborted' };

/** A successful outcome. */
export const ok = <T>(data: T): ApiResult<T> => ({ status: 'ok', data });

/** A failed outcome. */
export const failed = <T>(error: ApiError): ApiResult<T> => ({ status: 'error', error });

/** An aborted call: a newer call replaced it or the element went away. */
export const aborted = <T>(): ApiResult<T> => ({ status: 'aborted' });

/** A failure in one line for the developer console: what was called and what came back. */
export function describeFailure(error: ApiError): string {
  if (error.kind === 'network') return `cannot reach ${error.url} (${error.message})`;
  return `${error.url} answered ${error.status}${error.code ? ` ${error.code}` : ''}`;
}
