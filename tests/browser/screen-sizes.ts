// Screen sizes the widget must fit, and the checks made at each: nothing wider than the screen, nothing
// cut off, and axe-core's findings.
import { setViewport } from '@web/test-runner-commands';
import { shadow } from './helpers.ts';
import { deepElements } from './queries.ts';

/** A screen the widget is checked on: its CSS width and height in px. */
export type ScreenSize = { name: string; width: number; height: number };

/** The smallest phone we support (WCAG 1.4.10 reflow: 320 CSS px). */
export const PHONE_320: ScreenSize = { name: '320 px', width: 320, height: 640 };

/**
 * 200% zoom of a 1280 × 800 window: browser zoom halves the CSS viewport, so the page lays out in 640 ×
 * 400 CSS px exactly as it does here (a deviceScaleFactor of 2 would only sharpen pixels, not zoom).
 */
export const ZOOM_200: ScreenSize = { name: '200% zoom (1280 px at 2×)', width: 640, height: 400 };

/** The test runner's default window, restored after each sized run. */
export const DESKTOP: ScreenSize = { name: '1280 px', width: 1280, height: 800 };

/** Resizes the test page's viewport and waits for layout to follow. */
export async function setScreen(size: ScreenSize): Promise<void> {
  await setViewport({ width: size.width, height: size.height });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

// Invisible on purpose (a visually hidden text, a closed popup): neither too wide nor cut off.
function isHidden(node: Element): boolean {
  const style = getComputedStyle(node);
  if (style.display === 'none' || style.visibility === 'hidden') return true;
  const box = node.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return true;
  return style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute';
}

/** Whether the element holds text itself (not only in its children). */
const ownText = (node: Element) =>
  [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());

const describe = (node: Element) => {
  const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${node.localName}${node.id ? `#${node.id}` : ''}${node.getAttribute('part') ? ` part="${node.getAttribute('part')}"` : ''}> "${text}"`;
};

/**
 * What does not fit a screen `width` px wide: the page scrolling sideways, elements of the widget
 * reaching past the widget's own edges or the screen's (a host page that hides its overflow would cut
 * them off), boxes that cut off or scroll their own content sideways (a clipped amount, an ellipsis), and
 * text spilling out of its own box over its neighbours.
 */
export function overflowAt(el: HTMLElement, width: number): string[] {
  const found: string[] = [];
  const page = document.scrollingElement!;
  if (page.scrollWidth > width) found.push(`the page scrolls sideways: ${page.scrollWidth} px`);
  const host = el.getBoundingClientRect();
  const left = Math.max(0, host.left) - 0.5;
  const right = Math.min(width, host.right) + 0.5;
  for (const node of deepElements(shadow(el))) {
    if (!(node instanceof HTMLElement) || isHidden(node)) continue;
    const box = node.getBoundingClientRect();
    // A modal dialog sits in the top layer, measured against the screen rather than the widget.
    const inDialog = node.closest('dialog[open]') !== null;
    if (box.right > (inDialog ? width + 0.5 : right) || box.left < (inDialog ? -0.5 : left)) {
      found.push(`${describe(node)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      continue;
    }
    const tag = node.localName;
    if (tag === 'input' || tag === 'select' || tag === 'textarea') continue;
    const { overflowX } = getComputedStyle(node);
    // Text wider than its own box spills over its neighbours (a title under a button): as lost as
    // clipped, though it stays inside the widget. Only boxes with text of their own are asked, as a
    // box's children may stick out on purpose.
    if (
      overflowX === 'visible' &&
      node.clientWidth > 0 &&
      node.scrollWidth > node.clientWidth + 1 &&
      ownText(node)
    ) {
      found.push(
        `${describe(node)} spills ${node.scrollWidth - node.clientWidth} px of its text over its neighbours`,
      );
      continue;
    }
    if (overflowX !== 'visible' && node.scrollWidth > node.clientWidth + 1) {
      // Name what sticks out furthest, so a failure says where to look.
      const inner = box.left + node.clientLeft + node.clientWidth;
      const widest = [...node.querySelectorAll('*')]
        .filter((child) => !isHidden(child) && child.getBoundingClientRect().right > inner + 0.5)
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
      found.push(
        `${describe(node)} cuts off ${node.scrollWidth - node.clientWidth} px (${overflowX})` +
          (widest ? `: ${describe(widest)}` : ''),
      );
    }
  }
  return found;
}

type AxeResults = {
  passes: unknown[];
  violations: { id: string; help: string; nodes: { target: unknown }[] }[];
};
type Axe = { run(context: Element, options?: object): Promise<AxeResults> };

/** axe-core's browser build, served by web-test-runner from node_modules. */
export function loadAxe(): Promise<void> {
  if ((window as unknown as { axe?: Axe }).axe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

/** axe-core's violations in the widget, each as one line naming `label`. */
export async function axeViolations(el: HTMLElement, label: string): Promise<string[]> {
  const axe = (window as unknown as { axe: Axe }).axe;
  const results = await axe.run(el, { resultTypes: ['violations'] });
  // A run that checked nothing (say, a closed shadow root) would pass for the wrong reason.
  if (results.passes.length <= 10) return [`${label}: axe checked almost nothing`];
  return results.violations.map((v) => `${label} ${v.id}: ${v.help} ${JSON.stringify(v.nodes[0]?.target)}`);
}

/** A host page's column with the 16 px gutters phone layouts keep at each side (cleanup() removes it). */
export function hostColumn(): HTMLElement {
  const column = document.createElement('div');
  column.dataset.testFixture = '';
  column.style.padding = '0 16px';
  document.body.append(column);
  return column;
}
