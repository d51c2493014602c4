/** Sends one error report to the deployment's error-reporting service (a Sentry-compatible DSN). */

/**
 * Posts an envelope; never throws, never retries (a lost report is better than a loop). Plain text and
 * no credentials, so the browser sends no preflight and no cookies; `keepalive` lets it leave with the page.
 */
export async function sendErrorEnvelope(envelopeUrl: string, envelope: string): Promise<boolean> {
  try {
    const response = await fetch(envelopeUrl, {
      method: 'POST',
      body: envelope,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
