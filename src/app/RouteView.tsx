/**
 * What the card shows for the current route (spec §2): the wizard, or a booking view (offer, edit,
 * booking page) from a lazy chunk, so a visitor who only books never downloads them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense } from 'react';
import type { BookingPageRoute, OfferRoute } from '../domain/route.ts';
import { useWidgetModel } from './model-context.ts';
import { LoadFailed, Loading } from './wizard/StepBody.tsx';
import { Wizard } from './wizard/Wizard.tsx';

type Views = ComponentType<{ route: OfferRoute | BookingPageRoute }>;

const BookingViews = lazy(() =>
  import('../views/BookingViews.tsx').then(
    (m) => ({ default: m.BookingViews as Views }),
    () => ({ default: LoadFailed as Views }),
  ),
);

/** The route's view inside the card. */
export function RouteView() {
  useSignals();
  const route = useWidgetModel().router.route.value;
  if (route.view === 'wizard') return <Wizard />;
  return (
    <Suspense fallback={<Loading />}>
      <BookingViews route={route} />
    </Suspense>
  );
}
