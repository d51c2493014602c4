/** The API's conventions, shown at the top of the OpenAPI document and the /api/docs page. */
export const API_DESCRIPTION = `The catalogue of hotels and venues behind the booking-form widget: partners, locations, halls and
their layouts and prices, items, package deals and room types.

**JSON-LD and Hydra.** Every resource has \`@id\` (an IRI such as \`/api/halls/12\`; its last segment is the
id) and \`@type\`; references are IRIs. Collections are Hydra collections: \`member\`, \`totalItems\`, \`view\`
(first, last, previous, next) and a \`search\` template. The Hydra documentation is at /api/docs.jsonld,
announced by the Link header of every API response.

**Paging, filters, ordering** follow API Platform: \`page\` and \`itemsPerPage\` (1 to 1000, default 30);
exact or partial filters by property path (\`location\`, \`hall.location\`, \`translations.name\`); booleans
(\`available=true\`); ranges \`hall.squareMeters[between]=20..80\`, \`[gt]\`, \`[gte]\`, \`[lt]\`, \`[lte]\`;
ordering \`order[name]=asc\`. Filters that take a reference accept an IRI or a bare id. An unknown parameter
or a value a filter cannot read is a 400 problem, never silently ignored (parameters starting with \`_\` are
let through for cache busting).

**Money.** Amounts are integer minor units (cents) with the ISO 4217 \`currency\` of their resource; a
missing currency or the text "null" means EUR.

**Names.** Translatable resources carry \`translations\` (language, name) and \`descriptions\`; the \`name\`
shown to a reader follows Accept-Language with the fallback: exact language, same two-letter prefix, English,
type 'default', the first.

**Who may call what.** Without a key: reads of one partner's catalogue, only what is available (and not
deleted); collection reads name the partner with \`partner\`, \`location\` or \`hall\`. Staff send
\`Authorization: Bearer <key>\` (\`npm run staff-key -- --partner <slug>\`): they read everything of their partner
and make every write. Another partner's resource answers 404; a write without a key 401; an invalid key 401.

**Writes.** POST and PUT take \`application/ld+json\` or \`application/json\`; PUT replaces (absent keys take
their defaults). PATCH takes only \`application/merge-patch+json\` (else 415): an absent key keeps its value,
\`null\` removes it. Unknown fields and wrong types are 422 with \`violations\` (propertyPath, message, code);
read-only fields (\`@id\`, \`id\`, computed names) sent back from a GET are ignored. A duplicate key is 409; a
DELETE of something still referenced is 409. Every write is one transaction.

**Errors** are \`application/problem+json\` with a stable \`code\`. A method a path does not serve is 405 with
an Allow header.`;
