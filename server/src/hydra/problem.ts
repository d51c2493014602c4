import type { Problem } from '../../../src/domain/catalogue.types.ts';
import { type CodeWithStatus, ERROR_CODES, type ErrorCode } from '../domain/error-codes.ts';

/** Media type of every error the server sends (RFC 9457). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The `title` of each status: the HTTP reason phrase (413 has none yet and answers "Error"). */
export const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * An error that becomes an `application/problem+json` response. `code` is the stable key clients
 * (the widget's error catalogue) translate, and decides the status (domain/error-codes.ts); `detail`
 * is for developers and may change (default: the catalogue's message).
 */
export class ProblemError extends Error {
  /** The HTTP status, from the catalogue. */
  readonly status: number;

  /** Builds a problem; extra members (e.g. `violations`) go into the body as they are. */
  constructor(
    readonly code: ErrorCode,
    readonly detail: string = ERROR_CODES[code].message,
    readonly headers: Record<string, string> = {},
    readonly extra: Partial<Problem> = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
    this.status = ERROR_CODES[code].status;
  }

  /** The response body. */
  toProblem(): Problem {
    return {
      type: `/errors/${this.status}`,
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.detail,
      code: this.code,
      ...this.extra,
    };
  }

  /** The full response, with the problem media type and no caching. */
  toResponse(): Response {
    return new Response(JSON.stringify(this.toProblem()), {
      status: this.status,
      headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...this.headers },
    });
  }
}

/** 404 with a code naming what was not found, e.g. `location_not_found`. */
export function notFound(code: CodeWithStatus<404>, detail?: string): ProblemError {
  return new ProblemError(code, detail);
}

/** 400 for a bad query parameter or body. */
export function badRequest(code: CodeWithStatus<400>, detail?: string): ProblemError {
  return new ProblemError(code, detail);
}
