/**
 * The booking views behind the routes (lazy, with their texts): the offer view, the edit wizard and
 * the booking page. A new booking or view is a new component: nothing of the last one carries over.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../app/wizard/StepBody.tsx';
import type { BookingPageRoute, OfferRoute } from '../domain/route.ts';
import { FORM_NAMESPACE } from '../i18n/create-i18n.ts';

type BookingRoute = OfferRoute | BookingPageRoute;
type View = ComponentType<{ route: BookingRoute }>;

const failed = () => ({ default: LoadFailed as View });
const VIEWS: Record<BookingRoute['view'], View> = {
  reservation: lazy(() =>
    import('./offer/OfferView.tsx').then((m) => ({ default: m.OfferView as View }), failed),
  ),
  booking: lazy(() =>
    import('./booking/BookingPage.tsx').then((m) => ({ default: m.BookingPage as View }), failed),
  ),
  edit: lazy(() => import('./edit/EditView.tsx').then((m) => ({ default: m.EditView as View }), failed)),
};

/** The offer views' texts: their own namespace, and the form's for the edit wizard and messages. */
const VIEW_NAMESPACES = ['offer', FORM_NAMESPACE] as const;

/** The texts' state; loaded again when the language changes. */
function useViewTexts(): 'loading' | 'ready' | 'failed' {
  const { i18n } = useTranslation();
  const loaded = () => VIEW_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns));
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (loaded() ? 'ready' : 'loading'));
  const language = i18n.language;
  useEffect(() => {
    if (language === undefined) return;
    if (VIEW_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns))) return setState('ready');
    setState('loading');
    i18n.loadNamespaces([...VIEW_NAMESPACES]).then(
      () => setState(VIEW_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns)) ? 'ready' : 'failed'),
      () => setState('failed'),
    );
  }, [i18n, language]);
  return state;
}

/** The route's booking view once its texts are there. */
export function BookingViews({ route }: { route: BookingRoute }) {
  const texts = useViewTexts();
  if (texts === 'failed') return <LoadFailed />;
  if (texts === 'loading') return <Loading />;
  const View = VIEWS[route.view];
  return (
    <Suspense fallback={<Loading />}>
      <View key={`${route.view}:${route.id}:${route.username ?? ''}:${route.key ?? ''}`} route={route} />
    </Suspense>
  );
}
