import { useTranslation } from 'react-i18next';
import { ApiProblem } from '../api.ts';

/** The text of a failed call in the staff user's language: known codes translated, else the API's words. */
export function useProblemText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) => {
    if (!(error instanceof ApiProblem)) return t('problem.unexpected');
    if (error.code === 'network') return t('problem.offline');
    if (error.code && t(`problem.codes.${error.code}`, { defaultValue: '' }))
      return t(`problem.codes.${error.code}`);
    if (error.status === 429) return t('problem.tooMany');
    if (error.status === 404) return t('problem.notFound');
    return error.detail || error.title || t('problem.unexpected');
  };
}

/** A violation's message: our validation keys translated, the API's own sentence otherwise. */
export function useViolationText(): (message: string) => string {
  const { t } = useTranslation('common');
  return (message) =>
    /^[a-z]+\.[A-Za-z.]+$/.test(message) ? t(`violations.${message}`, { defaultValue: message }) : message;
}

/** An alert for a failed call, announced to screen readers. */
export function ProblemAlert({ error }: { error: unknown }) {
  const text = useProblemText();
  if (!error) return null;
  return (
    <p className="desk-alert" role="alert">
      {text(error)}
    </p>
  );
}
