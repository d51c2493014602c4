/**
 * What is generated from the element's public surface: the README's Attributes, Events and Styling
 * hooks tables, the Custom Elements Manifest and the TypeScript typings shipped with the widget.
 * Pure functions; `scripts/element-docs.mjs` writes their output during the build.
 */
import type { PublicSurface } from './public-surface.ts';

/** The README sections kept up to date, each between `<!-- element-docs:<name> -->` markers. */
export const README_SECTIONS = ['attributes', 'events', 'styling'] as const;

/** One generated README section. */
export type ReadmeSection = (typeof README_SECTIONS)[number];

// A pipe ends a table cell even inside a code span, so it is escaped (GFM allows `\|` there).
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

/** The Markdown of one README section. */
export function readmeSection(surface: PublicSurface, section: ReadmeSection): string {
  if (section === 'attributes')
    return table(
      ['attribute', 'type', 'default', 'meaning'],
      surface.attributes.map((a) => [
        code(a.name),
        code(a.type),
        a.default ? code(a.default) : '',
        a.description,
      ]),
    );
  if (section === 'events')
    return table(
      ['event', '`detail`', 'when'],
      surface.events.map((e) => [code(e.name), code(e.detail), e.description]),
    );
  const parts = table(
    ['part', 'what', 'attributes'],
    surface.parts.map((p) => [
      code(p.name),
      p.description,
      p.attributes.map((a) => `${code(a.name)}: ${a.description}`).join(' '),
    ]),
  );
  const properties = table(
    ['custom property', 'what'],
    surface.cssProperties.map((p) => [code(p.name), p.description]),
  );
  return `${parts}\n\n${properties}`;
}

const markers = (section: ReadmeSection) =>
  [`<!-- element-docs:${section} -->`, `<!-- /element-docs:${section} -->`] as const;

/** The README with every generated section replaced; throws when a section's markers are missing. */
export function updateReadme(readme: string, surface: PublicSurface): string {
  let text = readme;
  for (const section of README_SECTIONS) {
    const [start, end] = markers(section);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README: no ${start} … ${end} markers`);
    text = `${text.slice(0, from + start.length)}\n${readmeSection(surface, section)}\n${text.slice(to)}`;
  }
  return text;
}

/** The Custom Elements Manifest (schema 2.x) of the element, for IDEs, linters and catalogues. */
export function customElementsManifest(surface: PublicSurface, modulePath = 'booking-form.js'): object {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: [
      {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: 'BookingFormElement',
            tagName: surface.tagName,
            summary: surface.summary,
            description: surface.description,
            attributes: surface.attributes.map((a) => ({
              name: a.name,
              type: { text: a.type },
              ...(a.default === null ? {} : { default: a.default }),
              description: a.description,
              ...(a.property ? { fieldName: a.name } : {}),
            })),
            members: surface.attributes
              .filter((a) => a.property)
              .map((a) => ({
                kind: 'field',
                name: a.name,
                type: { text: 'string | undefined' },
                description: a.description,
                attribute: a.name,
                reflects: true,
              })),
            events: surface.events.map((e) => ({
              name: e.name,
              type: { text: `CustomEvent<${e.detailType}>` },
              description: `${e.description} \`detail\`: \`${e.detail}\`.`,
            })),
            cssParts: surface.parts.map((p) => ({
              name: p.name,
              description: [
                p.description,
                ...p.attributes.map((a) => `\`${a.name}\`: ${a.description}`),
              ].join(' '),
            })),
            cssProperties: surface.cssProperties.map((p) => ({ name: p.name, description: p.description })),
            slots: surface.slots.map((s) => ({ name: s.name, description: s.description })),
            superclass: { name: 'HTMLElement' },
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: surface.tagName,
            declaration: { name: 'BookingFormElement' },
          },
        ],
      },
    ],
  };
}

/** The shipped typings: the element in `HTMLElementTagNameMap` and its events in `HTMLElementEventMap`. */
export function typings(surface: PublicSurface): string {
  const lines = [
    '// Typings of the <booking-form> element, generated from its public surface; do not edit.',
    '',
    ...surface.events.flatMap((e) => [
      `/** \`${e.name}\`: ${e.description} */`,
      `export type ${e.detailType} = ${e.detail};`,
    ]),
    '',
    '/** The `<booking-form>` element; its attributes are listed in custom-elements.json. */',
    'export interface BookingFormElement extends HTMLElement {',
    ...surface.attributes
      .filter((a) => a.property)
      .flatMap((a) => [
        `  /** Reflects the \`${a.name}\` attribute. ${a.description} */`,
        `  ${a.name}: string | undefined;`,
      ]),
    '}',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    `    '${surface.tagName}': BookingFormElement;`,
    '  }',
    '  interface HTMLElementEventMap {',
    ...surface.events.map((e) => `    '${e.name}': CustomEvent<${e.detailType}>;`),
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}
