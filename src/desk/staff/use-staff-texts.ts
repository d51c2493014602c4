import { useTranslation } from 'react-i18next';
import { LOCALE_LABELS, LOCALES } from '../../domain/locale.ts';
import { ApiProblem } from '../api.ts';
import { useProblemText, useViolationText } from '../ui/Problem.tsx';
import { violationsByField } from './staff-form.ts';

/** Role and language choices in the staff user's language. */
export function useStaffChoices() {
  const { t } = useTranslation('staff');
  return {
    roles: [
      { value: 'staff', label: t('role.staff') },
      { value: 'manager', label: t('role.manager') },
    ],
    languages: LOCALES.map((locale) => ({ value: locale, label: LOCALE_LABELS[locale].name })),
  };
}

/**
 * A failed save as the form shows it: the violations under their fields (our keys translated, the
 * staff page's own keys first), and one alert text for anything else.
 */
export function useSaveProblem(): (error: unknown) => {
  fields: Record<string, string>;
  alert: string | null;
} {
  const { t } = useTranslation('staff');
  const violation = useViolationText();
  const problem = useProblemText();
  return (error) => {
    if (error instanceof ApiProblem && error.violations.length > 0) {
      const fields = violationsByField(error.violations);
      for (const [field, message] of Object.entries(fields))
        fields[field] = t(`violations.${message}`, { defaultValue: '' }) || violation(message);
      return { fields, alert: t('form.fix') };
    }
    if (error instanceof ApiProblem && error.code === 'staff_email_taken')
      return { fields: { email: t('violations.emailTaken') }, alert: t('form.fix') };
    return { fields: {}, alert: problem(error) };
  };
}
