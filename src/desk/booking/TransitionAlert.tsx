import { useTranslation } from 'react-i18next';
import { ApiProblem } from '../api.ts';
import { ProblemAlert } from '../ui/Problem.tsx';

/**
 * A failed transition: the booking page's own words for failures staff can act on (a hall or room
 * taken meanwhile; the API's own sentence names lines by IRI), else the desk's common alert.
 */
export function TransitionAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('booking');
  if (error instanceof ApiProblem && error.code === 'no_longer_available')
    return (
      <p className="desk-alert" role="alert">
        {t('problems.no_longer_available')}
      </p>
    );
  return <ProblemAlert error={error} />;
}
