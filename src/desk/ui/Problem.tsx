import { useTranslation } from 'react-i18next';
import { ApiProblem, type Violation } from '../api.ts';

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

/**
 * A 422 violation's message by its code, in the staff user's language. The API writes its violation
 * messages in English (valibot's and its own sentences) but gives each a stable code from a short list
 * (server/src/api/violations.ts and the resources' own checks); the desk translates the code, as the
 * widget does (src/domain/server-violations.ts), rather than asking the server to localise every message.
 * A code without a text falls back to `useViolationText`.
 */
export function useCodedViolationText(): (violation: Violation) => string {
  const { t } = useTranslation('common');
  const byMessage = useViolationText();
  return (violation) => {
    const text = violation.code ? t(`violations.codes.${violation.code}`, { defaultValue: '' }) : '';
    return text || byMessage(violation.message);
  };
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
