/**
 * The visitor's action buttons (spec §2): one per action the booking allows now and nothing about the
 * others (the status timeline says where the booking stands). "Confirm booking" runs at once (the
 * terms were accepted with the offer): its button says so while it runs, and a refusal shows under
 * the buttons.
 */
import type { RefObject } from 'react';
import type { ViewAction } from '../../domain/offer-actions.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import {
  actionsCss,
  dangerButtonCss,
  headingCss,
  primaryButtonCss,
  secondaryButtonCss,
  sectionCss,
} from '../view-styles.ts';

/** Props: the actions, the buttons' refs (focus returns there) and what a click does. */
export type OfferActionsProps = {
  actions: readonly ViewAction[];
  buttonRefs: Record<ViewAction, RefObject<HTMLButtonElement | null>>;
  onAction: (action: ViewAction) => void;
  /** The action running now, whose button shows its loading text. */
  running?: ViewAction | null;
  /** Why the last action run without a dialog was refused. */
  failure?: string | null;
};

const STYLE: Record<ViewAction, typeof primaryButtonCss> = {
  accept: primaryButtonCss,
  confirm_booking: primaryButtonCss,
  turn_down: dangerButtonCss,
  cancel: dangerButtonCss,
  edit: secondaryButtonCss,
};

/** The actions section. */
export function OfferActions({ actions, buttonRefs, onAction, running, failure }: OfferActionsProps) {
  const { t } = useOfferTexts();
  return (
    <section css={sectionCss} aria-labelledby="bf-offer-actions">
      <h3 id="bf-offer-actions" css={headingCss}>
        {t('actions.title')}
      </h3>
      {actions.length > 0 ? (
        <div css={actionsCss}>
          {actions.map((action) => (
            <button
              key={action}
              ref={buttonRefs[action]}
              type="button"
              onClick={() => onAction(action)}
              disabled={Boolean(running)}
              css={STYLE[action]}
            >
              {running === action ? t(`running.${action}`) : t(`actions.${action}`)}
            </button>
          ))}
        </div>
      ) : (
        <p css={{ margin: 0 }}>{t('actions.none')}</p>
      )}
      {failure && (
        <p role="alert" css={{ margin: 0 }}>
          {failure}
        </p>
      )}
    </section>
  );
}
