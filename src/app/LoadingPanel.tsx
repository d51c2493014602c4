/** What shows while the partner and the texts load: the frame's shape, no text to flash. */
import { keyframes } from '@emotion/react';
import { vars } from '../theme/theme-vars.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const block = (height: string, width = '100%') => ({
  height,
  width,
  borderRadius: vars.radius,
  background: '#e6e9ee',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** A quiet skeleton; the root carries aria-busy while it shows. */
export function LoadingPanel({ label }: { label: string | null }) {
  return (
    <div css={{ display: 'grid', gap: '16px' }}>
      <div css={block('64px')} />
      <div
        css={{
          display: 'grid',
          gap: '12px',
          padding: '24px',
          maxWidth: '880px',
          width: '100%',
          margin: '0 auto',
        }}
      >
        <div css={block('24px', '60%')} />
        {[1, 2, 3, 4, 5].map((n) => (
          <div key={n} css={block('56px')} />
        ))}
      </div>
      {label && (
        <p role="status" css={visuallyHidden}>
          {label}
        </p>
      )}
    </div>
  );
}
