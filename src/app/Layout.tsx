/** The ready widget: header, then the carousel with the intro and wizard card sitting over it. */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../api/media.ts';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import { vars } from '../theme/theme-vars.ts';
import { PriceSummarySlot, withSummaryCss } from './basket/PriceSummarySlot.tsx';
import { useEnvironment } from './environment-context.ts';
import { Header } from './Header.tsx';
import { Intro } from './Intro.tsx';
import { Loading } from './Loading.tsx';
import { useWidgetModel } from './model-context.ts';
import { RouteView } from './RouteView.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useLazy } from './use-lazy.ts';

// The carousel is decoration: it loads right after the first paint, which keeps the entry chunk
// within its byte budget; until then the stage shows the partner's colours, as it does for the photos.
const carousel = lazyChunk(() => import('../ui/Carousel.tsx').then((m) => m.Carousel));

/**
 * Layout of spec §2 "Shared layout"; the stage shows the partner's colours until the photos arrive.
 * Memoised: the shell re-renders when the form's model arrives (it reserves height until then), and
 * the whole layout re-rendered with it, header and carousel included, in one long task.
 */
export const Layout = memo(function Layout({ routeShown }: { routeShown: boolean }) {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const { prefersReducedMotion } = useEnvironment();
  const Carousel = useLazy(carousel.load, () => carousel.value).value;
  const card = useRef<HTMLDivElement>(null);
  const partner = model.partner.value;
  const base = model.apiBase.value;
  const webformImages = partner?.partnerSettings?.webformImages;
  const images = useMemo(
    () => (webformImages ?? []).map((image) => mediaUrl(base, image.photoFilename)),
    [webformImages, base],
  );

  return (
    <>
      <SkipLink label={t('widget.skipToForm')} within={card} />
      <Header />
      <div
        css={{
          position: 'relative',
          minHeight: '480px',
          background: `linear-gradient(180deg, ${vars.shade(80)} 0, ${vars.primaryDark} 480px, ${vars.shade(10)} 480px)`,
        }}
      >
        {Carousel && (
          <Carousel
            images={images}
            reducedMotion={prefersReducedMotion}
            labels={{
              region: t('carousel.label', { partner: partner?.name ?? '' }),
              roledescription: t('carousel.roledescription'),
              previous: t('carousel.previous'),
              next: t('carousel.next'),
              pause: t('carousel.pause'),
              play: t('carousel.play'),
              goTo: (number, count) => t('carousel.goTo', { number, count }),
            }}
          />
        )}
        <div
          css={{
            position: 'relative',
            zIndex: 1,
            maxWidth: '880px',
            margin: '0 auto',
            padding: '176px 16px 48px',
            '@container (max-width: 560px)': { padding: '136px 12px 32px' },
            pointerEvents: 'none',
            ...withSummaryCss,
          }}
        >
          <div
            ref={card}
            css={{
              pointerEvents: 'auto',
              background: vars.surface,
              borderRadius: vars.radius,
              boxShadow: '0 18px 48px rgba(16, 24, 40, 0.18), 0 2px 6px rgba(16, 24, 40, 0.08)',
              // Clips to the rounded corners without being a scroll container (as `hidden` is), so
              // sticky bars inside (edit view's "Apply changes") stick to the page's viewport.
              overflow: 'clip',
            }}
          >
            <Intro />
            {routeShown ? <RouteView /> : <Loading />}
          </div>
          <PriceSummarySlot />
        </div>
      </div>
    </>
  );
});
