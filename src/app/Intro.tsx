/** The partner's WebformIntro text in the current language (spec §9 fallback). */
import { useSignals } from '@preact/signals-react/runtime';
import { partnerText } from '../domain/translation.ts';
import { vars } from '../theme/theme-vars.ts';
import { useWidgetModel } from './model-context.ts';

/**
 * Nothing when the partner wrote no intro, or on a booking view or "not found": the intro invites to
 * put an event together, which only the wizard does. Line breaks in the text are kept.
 */
export function Intro() {
  useSignals();
  const model = useWidgetModel();
  const wizard = model.router.route.value.view === 'wizard';
  const translations = model.partner.value?.partnerSettings?.translations ?? [];
  const text = partnerText(translations, 'WebformIntro', model.shownLocale.value ?? model.locale.value);
  if (!text || !wizard) return null;
  return (
    <p
      part="intro"
      css={{
        padding: '24px 24px 20px',
        '@container (max-width: 560px)': { padding: '20px 16px 16px', fontSize: '17px', lineHeight: '26px' },
        fontSize: '18px',
        lineHeight: '28px',
        whiteSpace: 'pre-line',
        borderBottom: `1px solid ${vars.border}`,
      }}
    >
      {text}
    </p>
  );
}
