import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Orm } from '../db/database.ts';
import { media } from '../db/schema/index.ts';
import { notFound } from '../hydra/problem.ts';

// Filenames are not content-hashed (a partner may replace its logo under the same name), so a week of
// caching with revalidation by ETag rather than "immutable".
const MEDIA_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

/** `GET /media/{filename}`: partner logos, favicons and carousel images from the media table. */
export function mediaRoutes(db: Orm): Hono {
  const app = new Hono();
  app.get('/:filename', async (c) => {
    const filename = c.req.param('filename');
    const [file] = await db.select().from(media).where(eq(media.filename, filename));
    if (!file) throw notFound('media_not_found', `No media file ${filename}.`);
    const bytes = new Uint8Array(file.bytes);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': MEDIA_CACHE,
      ETag: etag,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      // SVG is a document: never let one run script or load anything if opened directly.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
    if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
    return new Response(bytes, { headers: { ...headers, 'Content-Length': String(bytes.byteLength) } });
  });
  return app;
}
