// The operations of the server's own OpenAPI 3.1 document (`GET /api/docs.json`), flattened into what a
// request generator needs: method, path template, every parameter (path-level ones merged in), the
// request body's media types and schema, and who may call it. `$ref`s stay in the schemas and are
// resolved on demand, so a recursive schema cannot loop here.

/** A JSON Schema as the document writes it (a subset of 2020-12, plus OpenAPI's `readOnly`). */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  minProperties?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  examples?: unknown[];
  readOnly?: boolean;
};

/** One parameter of an operation. */
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
};

/** One method on one path of the document. */
export type Operation = {
  /** `GET /api/halls/{id}`: how reports name it. */
  label: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { required: boolean; mediaTypes: string[]; schema: Schema } | null;
  /** True when the document lists a staff key among the ways to call it. */
  staff: boolean;
  /** True when a call without any credentials is allowed. */
  anonymous: boolean;
};

/** The parts of an OpenAPI document this runner reads. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type RawParameter = { name: string; in: Parameter['in']; required?: boolean; schema?: Schema };
type RawOperation = {
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
};

function parameters(pathLevel: RawParameter[], own: RawParameter[], path: string): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const p of [...pathLevel, ...own]) {
    byKey.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in,
      required: p.in === 'path' || p.required === true,
      schema: p.schema ?? {},
    });
  }
  // A template segment the document forgot to declare is still a path parameter to fill.
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!byKey.has(`path:${name}`))
      byKey.set(`path:${name}`, { name: name!, in: 'path', required: true, schema: {} });
  }
  return [...byKey.values()];
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const pathLevel = (item.parameters as RawParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const content = raw.requestBody?.content ?? {};
      const mediaTypes = Object.keys(content);
      const security = raw.security ?? [{}];
      operations.push({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: parameters(pathLevel, raw.parameters ?? [], path),
        body:
          mediaTypes.length === 0
            ? null
            : {
                required: raw.requestBody?.required === true,
                mediaTypes,
                schema: content[mediaTypes[0]!]!.schema ?? {},
              },
        staff: security.some((s) => 'staffKey' in s),
        anonymous: security.some((s) => Object.keys(s).length === 0),
      });
    }
  }
  return operations;
}

/** Follows `$ref`s (local ones, `#/components/schemas/…`) until a schema with content. */
export function resolveSchema(doc: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target || hops > 20) throw new Error(`unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}
