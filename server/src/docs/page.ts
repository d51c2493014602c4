import type { JsonSchema } from '../api/shapes.ts';

type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: JsonSchema[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string }>;
  security?: Record<string, unknown>[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

// The description uses a sliver of Markdown: paragraphs, **bold** and `code`.
function prose(text: string): string {
  return text
    .split(/\n\n+/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph.replace(/\n/g, ' '))
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/`(.+?)`/g, '<code>$1</code>');
      return `<p>${html}</p>`;
    })
    .join('\n');
}

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : String(schema.type ?? (schema.anyOf ? 'any of' : 'object'));
  if (type.startsWith('array') && schema.items) return `array of ${typeOf(schema.items as JsonSchema)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

function anchor(name: string): string {
  return `schema-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

function schemaLink(schema: JsonSchema): string {
  if (typeof schema.$ref !== 'string') return escapeHtml(typeOf(schema));
  const name = schema.$ref.split('/').pop()!;
  return `<a href="#${anchor(name)}">${escapeHtml(name)}</a>`;
}

function operationHtml(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}${p.required ? ' <strong>required</strong>' : ''}</td><td>${escapeHtml(typeOf(p.schema as JsonSchema))}</td><td>${escapeHtml(String(p.description ?? ''))}</td></tr>`,
    )
    .join('');
  const body = op.requestBody
    ? `<p>Body (${Object.keys(op.requestBody.content).map(escapeHtml).join(', ')}): ${schemaLink(Object.values(op.requestBody.content)[0]!.schema)}</p>`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
    .join('');
  const staffOnly = op.security?.length === 1 && 'staffKey' in op.security[0]!;
  return `<section class="op"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${staffOnly ? ' <span class="key">staff key</span>' : ''}</h3>
<p>${escapeHtml(op.summary ?? '')}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${params}</tbody></table>` : ''}
${body}<ul class="responses">${responses}</ul></section>`;
}

function schemaHtml(name: string, schema: JsonSchema): string {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
    .map(
      ([key, value]) =>
        `<tr><td><code>${escapeHtml(key)}</code></td><td>${schemaLink(value)}${value.readOnly ? ' (read-only)' : ''}</td><td>${escapeHtml(String(value.description ?? ''))}</td></tr>`,
    )
    .join('');
  return `<section id="${anchor(name)}"><h3>${escapeHtml(name)}</h3>${schema.description ? `<p>${escapeHtml(String(schema.description))}</p>` : ''}
${properties ? `<table><thead><tr><th>Property</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${properties}</tbody></table>` : ''}</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fafafa}main{max-width:1100px;margin:auto;padding:24px}
h1{margin-top:0}h2{border-bottom:2px solid #ddd;padding-bottom:4px;margin-top:40px}.op{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 16px;margin:12px 0}
.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}.get{background:#1f6feb}.post{background:#1a7f37}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
.key{font-size:12px;background:#eee;border-radius:4px;padding:2px 6px}table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #e5e5e5;padding:4px 8px;text-align:left;vertical-align:top}
code{background:#f0f0f0;padding:0 3px;border-radius:3px}nav a{margin-right:12px}`;

/** The readable reference at /api/docs: our own HTML from the OpenAPI document, no scripts, nothing external. */
export function docsPage(document: Record<string, unknown>): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const schemas = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = methods[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="${anchor(tag)}">${escapeHtml(tag)}</h2>\n${ops.join('\n')}`)
    .join('\n');
  const nav = [...byTag.keys()].map((tag) => `<a href="#${anchor(tag)}">${escapeHtml(tag)}</a>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>Machine-readable: <a href="/api/docs.json">OpenAPI 3.1</a> · <a href="/api/docs.jsonld">Hydra</a> · <a href="/api">entrypoint</a></p>
${prose(info.description)}<nav>${nav} <a href="#schemas">Schemas</a></nav>
${sections}
<h2 id="schemas">Schemas</h2>
${Object.entries(schemas)
  .map(([name, schema]) => schemaHtml(name, schema))
  .join('\n')}
</main></body></html>`;
}
