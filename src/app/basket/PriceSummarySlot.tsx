/**
 * Where the price summary sits (issue #18): a column beside the wizard card on wide widths, a bar at
 * the bottom of the viewport on narrow ones. The slot is reserved as soon as the wizard shows for a
 * partner with any location that shows prices, before the basket's chunk or a location choice, so its
 * arrival never moves the form. The basket itself comes with the form's lazy chunk.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazyChunk } from '../../domain/lazy-chunk.ts';
import { useWidgetModel } from '../model-context.ts';
import { useLazy } from '../use-lazy.ts';

/** Container width from which the summary is a side panel rather than a bottom bar. */
export const SUMMARY_SIDE_MIN = 1100;
/** Height the bottom bar keeps, so focus never lands under it (see `withSummaryCss`). */
export const SUMMARY_BAR_HEIGHT = 56;

const wide = `@container (min-width: ${SUMMARY_SIDE_MIN}px)`;
const narrow = `@container (max-width: ${SUMMARY_SIDE_MIN - 0.02}px)`;

/**
 * For the column that holds the card: two columns when the slot is there and the widget is wide; when
 * narrow, controls keep a bar's height clear of the viewport's bottom as focus scrolls them into view.
 */
export const withSummaryCss = {
  '&:has(> [data-price-summary])': {
    [wide]: {
      maxWidth: `${880 + 16 + 296}px`,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 296px',
      columnGap: '16px',
      alignItems: 'start',
    },
    [narrow]: {
      '& :is(a, button, input, select, textarea, [tabindex])': {
        scrollMarginBottom: `${SUMMARY_BAR_HEIGHT + 16}px`,
      },
    },
  },
} as const;

const basket = lazyChunk(() => import('./PriceBasket.tsx').then((m) => m.PriceBasket));

/** The slot, or nothing where no price is ever shown (no wizard, or no location shows prices). */
export function PriceSummarySlot() {
  useSignals();
  const model = useWidgetModel();
  const view = model.router.route.value.view;
  const shown =
    (view === 'wizard' || view === 'edit') &&
    model.locations.value.some((location) => location.locationSettings.isShoppingBasketVisible);
  // The basket's code waits for the form's chunk (as before), so step 1 becomes usable no later.
  const Basket = useLazy(basket.load, () => basket.value, {
    eager: shown && Boolean(model.composed.value),
  }).value;
  if (!shown) return null;
  return (
    <div
      data-price-summary=""
      css={{
        pointerEvents: 'auto',
        // A host with a sticky header sets `--bf-summary-top` to its height, so the panel stays below it.
        [wide]: { position: 'sticky', top: 'calc(var(--bf-summary-top, 0px) + 16px)' },
        [narrow]: {
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          minHeight: `${SUMMARY_BAR_HEIGHT}px`,
          marginTop: '12px',
        },
      }}
    >
      {Basket && <Basket />}
    </div>
  );
}
