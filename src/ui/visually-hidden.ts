/** Styles for text that screen readers read and sighted visitors do not see. */
import { css } from '@emotion/react';

/** The classic clip pattern; `display: none` would hide it from assistive technology too. */
export const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
