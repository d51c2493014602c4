/** URLs of files the API serves next to its routes. */

/** The URL of a partner media file (logo, favicon, carousel image) under the API base. */
export function mediaUrl(apiBase: string, filename: string): string {
  return `${apiBase.replace(/\/+$/, '')}/media/${encodeURIComponent(filename)}`;
}
