/** The `root` part: carries `lang` and `data-state`, shows loading, error or the layout, hosts the portal. */
import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalContext } from '../ui/portal-context.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { Layout } from './Layout.tsx';
import { LoadingPanel } from './LoadingPanel.tsx';
import { useWidgetModel } from './model-context.ts';
import { RESERVED_HEIGHT } from './skeleton.ts';
import { useYielded } from './use-yielded.ts';

/** Root container of one instance. */
export function Shell() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  const loaded = model.status.value;
  // A signal's change re-renders at once, in one task: the layout arriving with the partner's data
  // held the host page's main thread for ~100 ms at 4× CPU slowdown. Deferred, React renders it in a
  // transition, in slices the browser can handle input and paint between; the loading panel stays
  // until then.
  const layoutShown = useDeferredValue(loaded === 'ready', false) && loaded === 'ready';
  // The header and the card's frame paint first; the wizard (or a view) follows a task later, in
  // slices: one long task of everything at once blocked the host page for ~200 ms at 4× CPU slowdown.
  // The root says `ready` only once it is there, so a host page (or a test) that waits for `ready`
  // finds the wizard's parts.
  const routeShown = useYielded(layoutShown);
  const status = loaded === 'ready' && !routeShown ? 'loading' : loaded;
  const shown = model.shownLocale.value;
  // The skeleton's height stays reserved until step 1's form is there, so the host page below the
  // widget does not move up in between (a booking link's view has no skeleton of its own).
  const reserve =
    status === 'loading' ||
    (loaded === 'ready' && model.router.route.value.view === 'wizard' && !model.form.value);

  return (
    <div
      part="root"
      lang={shown ?? model.locale.value}
      // Each of the widget's five languages is written left to right: a host page's dir="rtl" must
      // not turn the widget (nor move Dutch punctuation to the wrong end of a line).
      dir="ltr"
      data-state={status}
      aria-busy={status === 'loading'}
      // Size queries follow the widget's own width, not the host page's viewport.
      css={{
        position: 'relative',
        background: '#ffffff',
        minWidth: 0,
        containerType: 'inline-size',
        ...(reserve && {
          minHeight: `${RESERVED_HEIGHT.wide}px`,
          '@media (max-width: 560px)': { minHeight: `${RESERVED_HEIGHT.narrow}px` },
        }),
      }}
    >
      <PortalContext.Provider value={portal}>
        {(loaded === 'loading' || (loaded === 'ready' && !layoutShown)) && (
          <LoadingPanel label={shown ? t('widget.loading') : null} />
        )}
        {loaded === 'error' && <ErrorPanel />}
        {layoutShown && <Layout routeShown={routeShown} />}
      </PortalContext.Provider>
      <div ref={setPortal} />
    </div>
  );
}
