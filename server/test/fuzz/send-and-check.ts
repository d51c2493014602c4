// Sends one fuzz request to the real server and judges the answer by the two rules of the run: never a
// 5xx (nor no answer at all: a crash, a reset, a hang), and every error answer an RFC 9457 problem
// (`application/problem+json`, a JSON object whose `status`, when given, is the HTTP status).
import { request as httpRequest } from 'node:http';
import type { FuzzRequest } from './fuzz-request.ts';

/** How one request went. `unsendable`: the HTTP client itself refused it (never reached the server). */
export type Verdict =
  | { kind: 'ok'; status: number; problemCode?: string }
  | { kind: 'unsendable'; reason: string }
  | { kind: 'broken'; status: number | null; reason: string; answer: string };

const ANSWER_SHOWN = 800;

function problemViolation(status: number, contentType: string, text: string): string | null {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/problem+json')
    return `error answer ${status} has Content-Type "${contentType}", not application/problem+json`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `error answer ${status} is not JSON`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return `error answer ${status} is not a JSON object`;
  const stated = (body as { status?: unknown }).status;
  if (stated !== undefined && stated !== status)
    return `problem says status ${String(stated)}, HTTP says ${status}`;
  return null;
}

type Answer = { status: number; contentType: string; text: string };

// node:http rather than fetch: the target goes out verbatim (fetch would resolve `..` and re-encode), and
// every request has its own connection, so a socket the server closes after one answer cannot fail the
// next request that a pool would have put on it.
function exchange(baseUrl: string, request: FuzzRequest, timeoutMs: number): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  // Node frames a DELETE body with neither Content-Length nor chunking unless told its length.
  const headers =
    request.body === null
      ? request.headers
      : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: hostname, port, path: request.target, method: request.method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}

/** `validation_failed(meetingRooms[].endTime invalid_value)` or the plain code: where requests stop. */
function problemSummary(
  problem: { code?: unknown; violations?: { propertyPath?: string; code?: string }[] },
  status: number,
): string {
  const code = String(problem.code ?? status);
  const first = problem.violations?.[0];
  return first ? `${code}(${String(first.propertyPath).replace(/\[\d+\]/g, '[]')} ${first.code})` : code;
}

/** The server's body limit for every route but a partner's sync (server/src/http/api-middleware.ts). */
const SERVER_BODY_LIMIT = 1024 * 1024;

/** Sends `request` to `baseUrl` and gives the verdict; never throws. */
export async function sendAndCheck(
  baseUrl: string,
  request: FuzzRequest,
  timeoutMs: number,
): Promise<Verdict> {
  let answer: Answer;
  try {
    answer = await exchange(baseUrl, request, timeoutMs);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    // Node refusing a header or a path is about the generator, not the server.
    if (
      e.code === 'ERR_INVALID_CHAR' ||
      e.code === 'ERR_UNESCAPED_CHARACTERS' ||
      e.code === 'ERR_INVALID_HTTP_TOKEN'
    )
      return { kind: 'unsendable', reason: e.message };
    // A body over the server's 1 MB limit is answered 413 from its Content-Length and the connection
    // closed without reading it: writing the rest then fails here. That is the server refusing it.
    const oversized = request.body !== null && Buffer.byteLength(request.body) > SERVER_BODY_LIMIT;
    if (oversized && (e.code === 'EPIPE' || e.code === 'ECONNRESET')) {
      return { kind: 'ok', status: 413, problemCode: 'payload_too_large (closed before the body was sent)' };
    }
    return {
      kind: 'broken',
      status: null,
      reason: `no answer: ${e.code ?? ''} ${e.message}`.trim(),
      answer: '',
    };
  }
  const { status, contentType, text } = answer;
  const shown = text.length > ANSWER_SHOWN ? `${text.slice(0, ANSWER_SHOWN)}…` : text;
  if (status >= 500) return { kind: 'broken', status, reason: `${status} answer`, answer: shown };
  if (status >= 400) {
    const violation = problemViolation(status, contentType, text);
    if (violation) return { kind: 'broken', status, reason: violation, answer: shown };
    return { kind: 'ok', status, problemCode: problemSummary(JSON.parse(text), status) };
  }
  return { kind: 'ok', status };
}
