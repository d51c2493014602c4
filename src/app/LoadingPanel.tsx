/**
 * What shows while the partner and the texts load: the same skeleton of the header and step 1 the
 * loader script showed before the chunks arrived (src/app/skeleton.ts), so nothing moves in between.
 */
import { Global } from '@emotion/react';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { SKELETON_CARD, SKELETON_CSS } from './skeleton.ts';

/** A quiet skeleton; the root carries aria-busy while it shows. */
export function LoadingPanel({ label }: { label: string | null }) {
  return (
    <>
      <Global styles={SKELETON_CSS} />
      <div>
        <div data-skeleton="" aria-hidden="true">
          <b />
          <s />
          <u>
            {SKELETON_CARD.map((size, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
              <i key={n} className={size || undefined} />
            ))}
          </u>
        </div>
      </div>
      {label && (
        <p role="status" css={visuallyHidden}>
          {label}
        </p>
      )}
    </>
  );
}
