/** The React component r2wc turns into <booking-form>: attributes in, the instance's App out. */
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { App } from '../src/app/App.tsx';
import { instanceFor, prepareTexts, type WidgetInstance } from './instance.ts';

/** Attributes as r2wc passes them (strings, or undefined when absent or empty), plus the shadow root. */
export type BookingFormProps = {
  partner?: string;
  location?: string;
  lang?: string;
  api?: string;
  nonce?: string;
  /** The shadow root, passed by r2wc. */
  container?: ShadowRoot | HTMLElement;
};

/** The script's own origin: the default API base, since the API serves the script. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;

function resolveApi(api: string | undefined): string {
  if (!api?.trim()) return SCRIPT_ORIGIN;
  try {
    return new URL(api.trim(), document.baseURI).href.replace(/\/+$/, '');
  } catch {
    return api.trim();
  }
}

/**
 * Binds attributes to the instance model. The instance is made in a task of its own, a task after the
 * element is set up (its texts, its model), and the shell is rendered after it, as a transition that
 * React renders in slices: defining the element, making the instance and drawing the shell were one
 * long task of the host page's main thread (~150 ms at 4× CPU slowdown). The loader's skeleton shows
 * until then.
 */
export function BookingForm(props: BookingFormProps) {
  const root = props.container ?? document.body;
  const instance = useInstanceInTaskOfItsOwn(root, props);
  return instance ? <Widget {...props} root={root} instance={instance} /> : null;
}

/** The root's instance, made in a timer task once mounted (at once when the root already has one). */
function useInstanceInTaskOfItsOwn(
  root: ShadowRoot | HTMLElement,
  { lang, nonce }: BookingFormProps,
): WidgetInstance | null {
  const [instance, setInstance] = useState<WidgetInstance | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first attributes make the instance; later ones go through configure
  useEffect(() => {
    if (instance) return;
    // The texts first, then the rest, each in a task of its own.
    let timer = setTimeout(() => {
      prepareTexts(root);
      timer = setTimeout(() => {
        const made = instanceFor(root, { lang, nonce });
        startTransition(() => setInstance(made));
      }, 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [root, instance]);
  return instance;
}

function Widget({
  partner,
  location,
  lang,
  api,
  root,
  instance,
}: BookingFormProps & { root: ShadowRoot | HTMLElement; instance: WidgetInstance }) {
  const apiBase = resolveApi(api);

  // The loader's skeleton (scripts/finish-widget-build.mjs) gives way once the shell has drawn its own,
  // before the next paint, so the element's height never drops in between.
  useLayoutEffect(() => {
    for (const node of root.querySelectorAll('[data-bf-loader]')) node.remove();
  }, [root]);

  // Applied a task after the commit that shows the shell: the partner's request (the page's first
  // request from the widget, ~10 ms to make at 4× CPU) and the shell's styles were one long task.
  useEffect(() => {
    const timer = setTimeout(() => instance.model.configure({ partner, api: apiBase, lang, location }), 0);
    return () => clearTimeout(timer);
  }, [instance, partner, apiBase, lang, location]);

  return <App {...instance} />;
}
