import { useTranslation } from 'react-i18next';
import { ApiProblem } from '../api.ts';
import { ProblemAlert } from '../ui/Problem.tsx';
import { formatDay } from './format.ts';

/**
 * A failed transition: the booking page's own words for failures staff can act on (a hall or room
 * taken meanwhile; the API's own sentence names lines by IRI), else the desk's common alert.
 */
export function TransitionAlert({ error, name }: { error: unknown; name?: (iri: string) => string }) {
  const { t, i18n } = useTranslation('booking');
  if (error instanceof ApiProblem && error.code === 'change_not_available') {
    const conflicts = Array.isArray(error.body.conflicts)
      ? (error.body.conflicts as { resource: string; date: string }[])
      : [];
    const what = conflicts
      .map((c) =>
        c.date ? `${name?.(c.resource) ?? c.resource} (${formatDay(c.date, i18n.language)})` : c.resource,
      )
      .join(', ');
    return (
      <p className="desk-alert" role="alert">
        {t('problems.change_not_available', { what })}
      </p>
    );
  }
  if (error instanceof ApiProblem && error.code === 'no_longer_available')
    return (
      <p className="desk-alert" role="alert">
        {t('problems.no_longer_available')}
      </p>
    );
  return <ProblemAlert error={error} />;
}
