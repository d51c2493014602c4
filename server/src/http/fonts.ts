import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { notFound } from '../hydra/problem.ts';
import { IMMUTABLE_CACHE } from './assets.ts';

/** Font families the widget may ask for (the house font and the partners' webform fonts). */
export const FONT_FAMILIES = ['inter', 'lora', 'nunito'] as const;

const require = createRequire(import.meta.url);

function fontFile(family: string, weight: string): string | null {
  if (!(FONT_FAMILIES as readonly string[]).includes(family)) return null;
  const packageDir = dirname(require.resolve(`@fontsource/${family}/package.json`));
  const file = join(packageDir, 'files', `${family}-latin-${weight}-normal.woff2`);
  return existsSync(file) ? file : null;
}

/** `GET /fonts/{family}-{weight}.woff2` from the @fontsource packages (latin subset), e.g. `/fonts/lora-700.woff2`. */
export function fontRoutes(): Hono {
  const app = new Hono();
  app.get('/:file{[a-z]+-[1-9]00\\.woff2}', (c) => {
    const [family = '', weight = ''] = c.req
      .param('file')
      .replace(/\.woff2$/, '')
      .split('-');
    const file = fontFile(family, weight);
    if (!file)
      throw notFound(
        'font_not_found',
        `No font ${c.req.param('file')}; families: ${FONT_FAMILIES.join(', ')}.`,
      );
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        'Content-Type': 'font/woff2',
        'Cache-Control': IMMUTABLE_CACHE,
        // Fonts load cross-origin from partner sites: without this the browser refuses them.
        'Access-Control-Allow-Origin': '*',
      },
    });
  });
  return app;
}
