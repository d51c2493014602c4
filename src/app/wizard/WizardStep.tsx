/** One accordion section of the wizard frame: a title button and, when expanded, the step's body. */
import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/theme-vars.ts';
import { Icon } from '../../ui/Icon.tsx';
import { bringIntoView, scrollTargetCss } from '../../ui/use-scroll-on-arrival.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { useEnvironment } from '../environment-context.ts';
import { useWidgetModel } from '../model-context.ts';
import { StepBody } from './StepBody.tsx';
import type { StepNumber } from './wizard-steps.ts';

/** Props of one step: its number and title key, state, and the toggle action. */
export type WizardStepProps = {
  step: StepNumber;
  titleKey: string;
  complete: boolean;
  expanded: boolean;
  /** Not needed for this booking (spec §4 skip rules): shown as such, never opened. */
  skipped: boolean;
  /** May not be opened yet: an earlier step is not complete. */
  locked: boolean;
  /** The booking was sent from this step (step 5): said instead of "Complete". */
  sent?: boolean;
};

/**
 * A step with its completeness shown as a badge and in words. Memoised on its plain props: the frame
 * re-renders when a step opens or completes, and the other steps (with the open body) stay as they are.
 */
export const WizardStep = memo(function WizardStep(props: WizardStepProps) {
  const { step, titleKey, complete, expanded, skipped, locked, sent } = props;
  const { wizard } = useWidgetModel();
  const { t } = useTranslation();
  const { prefersReducedMotion } = useEnvironment();
  const toggleId = useId();
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // After Next or Previous the old step's buttons are gone: focus moves to the new step's title, and
  // the title scrolls into view (below the host's sticky header) so the focus is seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of `expanded` matters
  useEffect(() => {
    if (!expanded) return;
    if (wizard.takeFocus(step)) toggle.current?.focus({ preventScroll: true });
    if (wizard.takeScroll(step) && heading.current) bringIntoView(heading.current, prefersReducedMotion);
  }, [expanded]);

  return (
    <div
      part="step"
      data-step={step}
      data-complete={String(complete)}
      data-expanded={String(expanded)}
      data-skipped={skipped ? 'true' : undefined}
      css={{ borderTop: `1px solid ${vars.border}`, '&:first-of-type': { borderTop: 0 } }}
    >
      <h2 ref={heading} css={{ ...scrollTargetCss, margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
        <button
          type="button"
          part="step-toggle"
          ref={toggle}
          id={toggleId}
          aria-expanded={expanded}
          aria-disabled={(skipped || locked) && !expanded ? true : undefined}
          aria-controls={bodyId}
          onClick={() => wizard.toggle(step)}
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: '16px',
            width: '100%',
            minHeight: '64px',
            padding: '12px 24px',
            '@container (max-width: 560px)': { padding: '12px 16px', gap: '12px' },
            textAlign: 'start',
            borderRadius: vars.radius,
            background: expanded ? vars.shade(10) : 'transparent',
            '&:hover': { background: vars.shade(10) },
            '&:focus-visible': { outlineOffset: '-3px' },
          }}
        >
          <span
            aria-hidden="true"
            css={{
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
              width: '32px',
              height: '32px',
              borderRadius: '50%',
              fontSize: '15px',
              fontWeight: 700,
              background: complete ? vars.secondary : expanded ? vars.primary : 'transparent',
              color: complete ? vars.onSecondary : expanded ? vars.onPrimary : vars.muted,
              border: complete || expanded ? 0 : `2px solid ${vars.border}`,
            }}
          >
            {complete ? <Icon name="check" size={18} /> : step}
          </span>
          {/* May shrink: a long title word ("Veranstaltungsräume") then wraps instead of pushing the chevron off a phone. */}
          <span css={{ flex: 1, minWidth: 0, display: 'grid', overflowWrap: 'anywhere' }}>
            <span css={visuallyHidden}>{t('wizard.stepNumber', { number: step })}: </span>
            <span css={{ fontSize: '18px', lineHeight: '26px', fontWeight: 700 }}>
              {t(`wizard.steps.${titleKey}`)}
            </span>
            <span css={{ fontSize: '14px', lineHeight: '20px', color: vars.muted }}>
              {t(
                skipped
                  ? 'wizard.skipped'
                  : sent
                    ? 'wizard.sent'
                    : complete
                      ? 'wizard.complete'
                      : 'wizard.incomplete',
              )}
            </span>
          </span>
          <span
            css={{
              flex: 'none',
              color: vars.muted,
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: 'transform 160ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Icon name="chevron-down" />
          </span>
        </button>
      </h2>
      {expanded && (
        <section
          part="step-body"
          id={bodyId}
          aria-labelledby={toggleId}
          css={{
            padding: '8px 24px 28px 72px',
            '@container (max-width: 560px)': { padding: '4px 16px 24px 16px' },
          }}
        >
          <StepBody step={step} />
        </section>
      )}
    </div>
  );
});
