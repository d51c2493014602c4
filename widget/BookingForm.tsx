/** The React component r2wc turns into <booking-form>: attributes in, the instance's App out. */
import { useEffect, useLayoutEffect } from 'react';
import { App } from '../src/app/App.tsx';
import { useYielded } from '../src/app/use-yielded.ts';
import { instanceFor } from './instance.ts';

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
 * Binds attributes to the instance model. The instance and the shell are made a task after the element
 * is defined, as a transition that React renders in slices: defining the element (the end of the
 * entry chunk's evaluation) and drawing the shell were one long task of the host page's main thread.
 * The loader's skeleton shows until then.
 */
export function BookingForm(props: BookingFormProps) {
  const started = useYielded();
  return started ? <Widget {...props} /> : null;
}

function Widget({ partner, location, lang, api, nonce, container }: BookingFormProps) {
  const root = container ?? document.body;
  const instance = instanceFor(root, { lang, nonce });
  const apiBase = resolveApi(api);

  // The loader's skeleton (scripts/finish-widget-build.mjs) gives way once the shell has drawn its own,
  // before the next paint, so the element's height never drops in between.
  useLayoutEffect(() => {
    for (const node of root.querySelectorAll('[data-bf-loader]')) node.remove();
  }, [root]);

  useEffect(() => {
    instance.model.configure({ partner, api: apiBase, lang, location });
  }, [instance, partner, apiBase, lang, location]);

  return <App {...instance} />;
}
