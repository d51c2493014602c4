/**
 * GOV.UK error summary behaviour (react-aria style): the summary takes focus each time a Next fails,
 * `role="alert"` sits on a child so the heading and list are announced, and each link moves focus to
 * its field instead of changing the host page's URL.
 */
import { type MouseEvent, type RefObject, useEffect, useId, useRef } from 'react';

/**
 * Prop bags of the summary container, its alert child, its title and each link. `shown`: the summary has
 * items. A failed Next may show them a moment after it counts the attempt (messages wait while the
 * pointer that pressed Next is still down), so focus goes to the summary once it shows, once per attempt.
 */
export function useErrorSummary<T extends HTMLElement>(
  ref: RefObject<T | null>,
  attempt: number,
  shown = true,
) {
  const titleId = useId();
  const focusedAttempt = useRef(0);

  // Every failed Next counts as a new attempt, so a second failure focuses the summary again.
  useEffect(() => {
    if (attempt > 0 && shown && focusedAttempt.current !== attempt && ref.current) {
      focusedAttempt.current = attempt;
      ref.current.focus();
    }
  }, [attempt, shown, ref]);

  return {
    summaryProps: { ref, tabIndex: -1, 'aria-labelledby': titleId },
    alertProps: { role: 'alert' as const },
    titleProps: { id: titleId },
    linkProps: (targetId: string) => ({
      href: `#${targetId}`,
      onClick(event: MouseEvent<HTMLAnchorElement>) {
        event.preventDefault();
        const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
        root.getElementById(targetId)?.focus();
      },
    }),
  };
}
