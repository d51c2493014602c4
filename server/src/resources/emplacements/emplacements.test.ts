import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

const U_SHAPE = {
  '@id': '/api/emplacements/6',
  '@type': 'Emplacement',
  id: 6,
  code: 'u-shape',
  name: 'U-shape',
  translations: [
    { language: 'nl-NL', name: 'U-vorm' },
    { language: 'en-US', name: 'U-shape' },
    { language: 'de-DE', name: 'U-Form' },
    { language: 'fr-FR', name: 'En U' },
    { language: 'fi-FI', name: 'U-muoto' },
  ],
};

describe('GET /api/emplacements', () => {
  it('lists the six layouts in icon order', async () => {
    const { status, body } = await getJson(ctx.app, '/api/emplacements');
    expect(status).toBe(200);
    expect(body['@context']).toBe('/api/contexts/Emplacement');
    expect(body.totalItems).toBe(6);
    expect(body.member.map((e: { code: string }) => e.code)).toEqual([
      'boardroom',
      'cabaret',
      'classroom',
      'dinner',
      'theater',
      'u-shape',
    ]);
    expect(body.member[5]).toEqual(U_SHAPE);
    expect(body.view).toEqual({
      '@id': '/api/emplacements?page=1',
      '@type': 'PartialCollectionView',
      first: '/api/emplacements?page=1',
      last: '/api/emplacements?page=1',
    });
  });

  it('keeps a page past the end empty and points back to the last page', async () => {
    const { status, body } = await getJson(ctx.app, '/api/emplacements?itemsPerPage=4&page=3');
    expect(status).toBe(200);
    expect(body.member).toEqual([]);
    expect(body.view).toMatchObject({
      last: '/api/emplacements?itemsPerPage=4&page=2',
      previous: '/api/emplacements?itemsPerPage=4&page=2',
    });
    expect(body.view.next).toBeUndefined();
  });
});

describe('GET /api/emplacements/{id}', () => {
  it('returns one layout with its context', async () => {
    const { status, body } = await getJson(ctx.app, '/api/emplacements/6');
    expect(status).toBe(200);
    expect(body).toEqual({ '@context': '/api/contexts/Emplacement', ...U_SHAPE });
  });

  it('answers an unknown id with a 404 problem', async () => {
    await expectProblem(ctx.app, '/api/emplacements/77', 404, 'emplacement_not_found');
  });
});
