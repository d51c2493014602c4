/**
 * The booking views behind the routes (lazy, with their texts): the offer view, the edit wizard, the
 * booking page, the resumed draft, a returning visitor's bookings and a link of ours that is none. A new booking or view is a new component: nothing of the last
 * one carries over.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../app/LoadFailed.tsx';
import { Loading } from '../app/Loading.tsx';
import { useLazy } from '../app/use-lazy.ts';
import { type LazyChunk, lazyChunk } from '../domain/lazy-chunk.ts';
import { type AccountRoute, type BookingRoute, type NotFoundRoute, namesBooking } from '../domain/route.ts';
import { FORM_NAMESPACE, loadTexts } from '../i18n/create-i18n.ts';

type ViewRoute = BookingRoute | AccountRoute | NotFoundRoute;
type View = ComponentType<{ route: ViewRoute }>;

const myBookings = lazyChunk(() =>
  import('./my-bookings/MyBookingsView.tsx').then((m) => m.MyBookingsView as View),
);

const VIEWS: Record<ViewRoute['view'], LazyChunk<View>> = {
  'my-bookings': myBookings,
  signin: myBookings,
  reservation: lazyChunk(() => import('./offer/OfferView.tsx').then((m) => m.OfferView as View)),
  booking: lazyChunk(() => import('./booking/BookingPage.tsx').then((m) => m.BookingPage as View)),
  edit: lazyChunk(() => import('./edit/EditView.tsx').then((m) => m.EditView as View)),
  resume: lazyChunk(() => import('./resume/ResumeView.tsx').then((m) => m.ResumeView as View)),
  'not-found': lazyChunk(() => import('./NotFoundView.tsx').then((m) => m.NotFoundView as View)),
};

/** The offer views' texts: their own namespace, and the form's for the edit wizard and messages. */
const VIEW_NAMESPACES = ['offer', FORM_NAMESPACE] as const;

/** The route's booking view once its code and texts are there (texts again when the language changes). */
export function BookingViews({ route }: { route: ViewRoute }) {
  const { i18n } = useTranslation();
  const chunk = VIEWS[route.view];
  const {
    value: View,
    failed,
    load,
  } = useLazy(
    () =>
      Promise.all([loadTexts(i18n, VIEW_NAMESPACES), chunk.load()]).then(([texts]) => {
        if (!texts) throw new Error('booking-form: the texts of the booking views did not load');
      }),
    () => (VIEW_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns)) ? chunk.value : null),
    { key: `${route.view} ${i18n.language}` },
  );
  if (failed) return <LoadFailed retry={load} />;
  if (!View) return <Loading />;
  const key = namesBooking(route)
    ? `${route.view}:${route.id}:${route.username ?? ''}:${route.key ?? ''}`
    : // Signing in shows the list when done: one view, kept across that step.
      route.view === 'not-found'
      ? route.view
      : 'account';
  return <View key={key} route={route} />;
}
