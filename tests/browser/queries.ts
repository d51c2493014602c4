// Finding things in the widget the way assistive technology does: by role and accessible name,
// through open shadow roots. A deliberately small subset of WAI-ARIA's implicit roles and of the
// accessible-name computation: enough for our markup, and it fails loudly when it finds nothing.

/** Every element under `root`, descending into open shadow roots (document order, roughly). */
export function deepElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.children) {
      found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(root);
  return found;
}

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  number: 'spinbutton',
  range: 'slider',
  search: 'searchbox',
};

/** The element's role: its `role` attribute, else the implicit role of its tag. */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.localName;
  if (tag === 'input') return INPUT_ROLES[(el as HTMLInputElement).type] ?? 'textbox';
  if (tag === 'select') {
    const select = el as HTMLSelectElement;
    return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
  }
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
  const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
  const implicit: Record<string, string | null> = {
    a: el.hasAttribute('href') ? 'link' : null,
    button: 'button',
    textarea: 'textbox',
    dialog: 'dialog',
    fieldset: 'group',
    ul: 'list',
    ol: 'list',
    li: 'listitem',
    dt: 'term',
    dd: 'definition',
    table: 'table',
    tr: 'row',
    td: 'cell',
    th: 'columnheader',
    nav: 'navigation',
    article: 'article',
    aside: 'complementary',
    output: 'status',
    p: 'paragraph',
    section: named ? 'region' : null,
    form: named ? 'form' : null,
  };
  return implicit[tag] ?? null;
}

/** Text as a screen reader reads it: aria-hidden subtrees left out, white space collapsed. */
export function textOf(node: Node | null | undefined): string {
  const collect = (n: Node): string => {
    if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
    if (n instanceof Element && n.getAttribute('aria-hidden') === 'true') return '';
    if (n instanceof HTMLElement && n.localName === 'img') return n.getAttribute('alt') ?? '';
    return [...n.childNodes].map(collect).join('');
  };
  return node ? collect(node).replace(/\s+/g, ' ').trim() : '';
}

const NAME_FROM_CONTENT = new Set([
  'button',
  'link',
  'heading',
  'checkbox',
  'radio',
  'listitem',
  'cell',
  'columnheader',
  'row',
  'term',
  'definition',
  'tab',
  'option',
  'menuitem',
  'menuitemradio',
  'switch',
]);

/** The element's accessible name (aria-labelledby, aria-label, labels, legend, alt, content, title). */
export function nameOf(el: Element): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(root.getElementById(id)))
      .join(' ')
      .trim();
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return label.trim();
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return [...labels].map((l) => textOf(l)).join(' ');
  if (el.localName === 'fieldset') return textOf(el.querySelector(':scope > legend'));
  if (el.localName === 'img') return el.getAttribute('alt') ?? '';
  const role = roleOf(el);
  if (role && NAME_FROM_CONTENT.has(role)) return textOf(el);
  return el.getAttribute('title') ?? '';
}

/**
 * Whether the element is there for a visitor: rendered (not display:none, not in a closed dialog),
 * not hidden from assistive technology, and not behind an open modal dialog (which makes it inert).
 */
export function isShown(el: Element): boolean {
  if (!el.checkVisibility() || el.closest('[aria-hidden="true"], [inert]')) return false;
  const modal = (el.getRootNode() as ParentNode).querySelector('dialog:modal');
  return !modal || modal.contains(el);
}

/** The scope to search: a booking-form means its shadow root. */
const scopeOf = (scope: Element | ShadowRoot | Document): ParentNode =>
  scope instanceof Element && scope.shadowRoot ? scope.shadowRoot : scope;

/** Every shown element with `role` whose accessible name matches (exactly, or the RegExp). */
export function allByRole<T extends HTMLElement = HTMLElement>(
  scope: Element | ShadowRoot | Document,
  role: string,
  name?: string | RegExp,
  { hidden = false }: { hidden?: boolean } = {},
): T[] {
  return deepElements(scopeOf(scope)).filter((el): el is T => {
    if (roleOf(el) !== role || (!hidden && !isShown(el))) return false;
    if (name === undefined) return true;
    const actual = nameOf(el);
    return typeof name === 'string' ? actual === name : name.test(actual);
  });
}

/** The first shown element with `role` and a matching name, or null. */
export function queryByRole<T extends HTMLElement = HTMLElement>(
  scope: Element | ShadowRoot | Document,
  role: string,
  name?: string | RegExp,
): T | null {
  return allByRole<T>(scope, role, name)[0] ?? null;
}

/** The first shown element with `role` and a matching name; throws, naming what it looked for. */
export function byRole<T extends HTMLElement = HTMLElement>(
  scope: Element | ShadowRoot | Document,
  role: string,
  name?: string | RegExp,
): T {
  const found = queryByRole<T>(scope, role, name);
  if (!found) throw new Error(`no ${role}${name === undefined ? '' : ` named ${String(name)}`}`);
  return found;
}

/** The shown elements whose own text matches (the innermost ones: none of their children matches too). */
export function allByText<T extends HTMLElement = HTMLElement>(
  scope: Element | ShadowRoot | Document,
  text: string | RegExp,
): T[] {
  const matches = (el: Element) => {
    const actual = textOf(el);
    return typeof text === 'string' ? actual === text : text.test(actual);
  };
  return deepElements(scopeOf(scope)).filter(
    (el): el is T => isShown(el) && matches(el) && ![...el.children].some(matches),
  );
}

/** The first shown element whose text matches, or null. */
export function queryByText<T extends HTMLElement = HTMLElement>(
  scope: Element | ShadowRoot | Document,
  text: string | RegExp,
): T | null {
  return allByText<T>(scope, text)[0] ?? null;
}
