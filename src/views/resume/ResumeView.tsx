/**
 * The resume route (`#/{lang?}/resume/{username}/{id}?key=…`, the "continue where you left off"
 * e-mail's link): "loading" while the draft is read and taken over, after which the route is the
 * wizard (or the offer view of a booking sent meanwhile); "not found" for a wrong key or booking.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import type { ResumeRoute } from '../../domain/route.ts';
import { vars } from '../../theme/theme-vars.ts';
import { NotFound } from '../NotFound.tsx';
import { useOfferTexts } from '../use-offer-texts.ts';
import { viewCss } from '../view-styles.ts';
import { createResume } from './resume.model.ts';

/** The resume view. */
export function ResumeView({ route }: { route: ResumeRoute }) {
  useSignals();
  const { t, model } = useOfferTexts();
  const resume = useMemo(
    () =>
      createResume({
        route,
        loadForm: model.loadForm,
        wizard: model.wizard,
        router: model.router,
        partnerIri: model.partner.peek()?.['@id'] ?? null,
      }),
    [model, route],
  );
  useEffect(() => {
    void resume.load();
    return () => resume.dispose();
  }, [resume]);

  const status = resume.status.value;
  if (status === 'loading') {
    return (
      <p role="status" data-view="resume" css={{ ...viewCss, color: vars.muted }}>
        {t('load.loading')}
      </p>
    );
  }
  return <NotFound kind={status} onRetry={() => void resume.load()} />;
}
