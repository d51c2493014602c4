/**
 * What shows while the partner and the texts load: the same skeleton of the header and step 1 the
 * loader script showed before the chunks arrived (src/app/skeleton.ts), so nothing moves in between.
 */
import { Global } from '@emotion/react';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { SKELETON_CSS, SKELETON_HTML } from './skeleton.ts';

/** A quiet skeleton; the root carries aria-busy while it shows. */
export function LoadingPanel({ label }: { label: string | null }) {
  return (
    <>
      <Global styles={SKELETON_CSS} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup of our own, shared with the loader script; no visitor or partner text */}
      <div dangerouslySetInnerHTML={{ __html: SKELETON_HTML }} />
      {label && (
        <p role="status" css={visuallyHidden}>
          {label}
        </p>
      )}
    </>
  );
}
