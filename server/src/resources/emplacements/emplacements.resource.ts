import { asc } from 'drizzle-orm';
import type { Resource } from '../../api/resource.ts';
import { text } from '../../api/shapes.ts';
import { emplacements } from '../../db/schema/index.ts';
import { idField, translationsField } from '../common.ts';

/** Seating layouts (spec §3 Emplacements): global, read-only, the same for every partner. */
export const emplacementResource: Resource = {
  type: 'Emplacement',
  path: 'emplacements',
  title: 'Emplacement',
  description:
    'A seating layout (boardroom, cabaret, classroom, dinner, theater, u-shape), global to all partners.',
  table: emplacements,
  fields: [
    idField,
    {
      name: 'code',
      description: 'The layout code, which picks its icon.',
      shape: text({ max: 50 }),
      column: 'code',
      access: 'read',
    },
    { name: 'name', description: 'English name.', shape: text({ max: 200 }), column: 'name', access: 'read' },
    { ...translationsField, access: 'read' },
  ],
  filters: [],
  orders: {},
  defaultOrder: [asc(emplacements.position), asc(emplacements.id)],
  operations: ['list', 'get'],
};
