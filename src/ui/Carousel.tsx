/**
 * The background carousel of spec §2: 480 px high, 10 s interval, arrows on hover (and on keyboard
 * focus, and always on touch screens) only with more than one image, no indicator with one image.
 * With reduced motion it neither plays nor fades. Its controls are one Tab stop (a toolbar): the arrow
 * keys move between them, so a keyboard visitor passes the photos with one Tab.
 */
import { css } from '@emotion/react';
import { vars } from '../theme/theme-vars.ts';
import { Icon } from './Icon.tsx';
import { useCarousel } from './use-carousel.ts';
import { useRovingFocus } from './use-roving-focus.ts';

/** Translated labels of the carousel's controls. */
export type CarouselLabels = {
  region: string;
  /** What a screen reader calls the region ("carousel"), in the widget's language. */
  roledescription: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (number: number, count: number) => string;
};

/** Props: image URLs (decorative, so no alt text), labels and motion preference. */
export type CarouselProps = {
  images: readonly string[];
  labels: CarouselLabels;
  reducedMotion: boolean;
  intervalMs?: number;
};

/** How far down the arrows sit: inside the strip of photo above the content that covers the rest. */
const CONTROL_BAND = '96px';

const controlsHidden = css({
  opacity: 0,
  transition: 'opacity 160ms ease',
  '[part="carousel"]:hover &, [part="carousel"]:focus-within &': { opacity: 1 },
  // Touch screens cannot hover: show the arrows there all the time.
  '@media (hover: none) and (pointer: coarse)': { opacity: 1 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const roundButton = css({
  position: 'absolute',
  top: CONTROL_BAND,
  transform: 'translateY(-50%)',
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.92)',
  color: '#1a1a1a',
  boxShadow: '0 2px 10px rgba(0, 0, 0, 0.25)',
  '&:hover': { background: '#ffffff' },
});

const dotStyle = css({
  width: '24px',
  height: '24px',
  display: 'grid',
  placeItems: 'center',
  '&::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    background: 'rgba(255, 255, 255, 0.6)',
    boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
  },
  '&[aria-current="true"]::before': { background: '#ffffff', transform: 'scale(1.25)' },
});

/** Stacked images that cross-fade; the visible one carries `data-active`. */
export function Carousel({ images, labels, reducedMotion, intervalMs = 10_000 }: CarouselProps) {
  const count = images.length;
  const carousel = useCarousel({ count, intervalMs, reducedMotion });
  const many = count > 1;
  // Previous, next, one dot per photo and, unless motion is reduced, pause.
  const roving = useRovingFocus(2 + count + (reducedMotion ? 0 : 1));

  return (
    <section
      part="carousel"
      aria-roledescription={labels.roledescription}
      aria-label={labels.region}
      {...carousel.holdProps}
      css={{
        position: 'absolute',
        insetInline: 0,
        top: 0,
        height: '480px',
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${vars.shade(80)}, ${vars.primaryDark})`,
      }}
    >
      {images.map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          data-active={index === carousel.index ? '' : undefined}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
          css={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: index === carousel.index ? 1 : 0,
            transition: 'opacity 800ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      ))}
      {many && (
        <div
          role="toolbar"
          aria-label={labels.region}
          {...roving.groupProps}
          css={{
            position: 'absolute',
            inset: 0,
            pointerEvents: 'none',
            '& button': { pointerEvents: 'auto' },
          }}
        >
          <button
            type="button"
            {...roving.itemProps(0)}
            aria-label={labels.previous}
            onClick={carousel.previous}
            css={[roundButton, controlsHidden, { insetInlineStart: '16px' }]}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            {...roving.itemProps(1)}
            aria-label={labels.next}
            onClick={carousel.next}
            css={[roundButton, controlsHidden, { insetInlineEnd: '16px' }]}
          >
            <Icon name="chevron-right" />
          </button>
          <div
            css={{
              position: 'absolute',
              top: '16px',
              insetInlineEnd: '16px',
              display: 'flex',
              alignItems: 'center',
              gap: '2px',
              padding: '2px 6px',
              borderRadius: '999px',
              background: 'rgba(0, 0, 0, 0.35)',
              color: '#ffffff',
            }}
          >
            {images.map((src, index) => (
              <button
                key={src}
                type="button"
                {...roving.itemProps(2 + index)}
                aria-label={labels.goTo(index + 1, count)}
                aria-current={index === carousel.index}
                onClick={() => carousel.goTo(index)}
                css={dotStyle}
              />
            ))}
            {!reducedMotion && (
              <button
                type="button"
                {...roving.itemProps(2 + count)}
                aria-label={carousel.stopped ? labels.play : labels.pause}
                onClick={carousel.toggleStopped}
                css={{ width: '28px', height: '28px', display: 'grid', placeItems: 'center' }}
              >
                <Icon name={carousel.stopped ? 'play' : 'pause'} size={16} />
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
