/**
 * A Sentry-compatible DSN (`{scheme}://{publicKey}@{host}[:port]/[path/]{projectId}`), as the server
 * accepts it in ERROR_REPORTING_DSN and the widget turns it into the address its reports go to. Any
 * Sentry-protocol service takes it: sentry.io, a self-hosted Sentry or GlitchTip.
 */

/** What a report needs from the DSN. */
export type Dsn = {
  /** Where envelopes go, authenticated in the query so the browser sends no preflight. */
  envelopeUrl: string;
  /** The DSN's origin: the only host the reporter talks to (a CSP `connect-src` entry). */
  origin: string;
  dsn: string;
};

/** The parts of a DSN, or null when it is not one (no key, no numeric project, not http(s)). */
export function parseDsn(text: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const project = /^(.*\/)(\d+)\/?$/.exec(url.pathname);
  if (!/^https?:$/.test(url.protocol) || !url.username || url.password || !project) return null;
  const query = `sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
  return {
    envelopeUrl: `${url.origin}${project[1]}api/${project[2]}/envelope/?${query}`,
    origin: url.origin,
    dsn: text.trim(),
  };
}
