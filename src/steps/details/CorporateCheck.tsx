/**
 * Step 1's optional corporate-account check (spec §2, §4, §5): company name, main e-mail and corporate
 * code, verified by the server with loading, success and error states. While ticked, Next waits for a
 * successful check; a failed one says what to check, or to untick the option.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { vars } from '../../theme/theme-vars.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ERROR_COLOUR, secondaryButtonCss } from '../../ui/form-styles.ts';
import { TextInput } from '../../ui/TextInput.tsx';
import { fieldId, useStepForm } from '../use-step-form.ts';
import type { CorporateCheck as Check, CorporateCredentials } from './corporate-check.model.ts';

const FIELDS: readonly { key: keyof CorporateCredentials; label: string; type?: 'email'; auto: string }[] = [
  { key: 'companyName', label: 'corporate.companyName', auto: 'organization' },
  { key: 'email', label: 'corporate.email', type: 'email', auto: 'email' },
  { key: 'corporateCode', label: 'corporate.code', auto: 'off' },
];

function Outcome({ check }: { check: Check }) {
  const { t, model } = useStepForm();
  const status = check.status.value;
  const result = check.result.value;
  if (status === 'loading') return <>{t('corporate.checking')}</>;
  if (status === 'success' && result) {
    const discount = result.discount;
    const terms = [
      discount?.kind === 'percentage'
        ? t('corporate.percentOff', {
            value: new Intl.NumberFormat(model.locale.value).format(discount.value / 100),
          })
        : null,
      result.creditAccount ? t('corporate.payLater') : null,
    ].filter(Boolean);
    return (
      <span css={{ color: vars.text }}>
        <strong>{t('corporate.verified', { company: result.companyName })}</strong>
        {terms.length > 0 ? ` ${terms.join(' ')}` : null}
      </span>
    );
  }
  if (status === 'error') {
    const failure = check.failure.value;
    const key =
      failure === 'rate_limited'
        ? 'corporate.rateLimited'
        : failure === 'unreachable'
          ? 'corporate.unreachable'
          : 'corporate.invalid';
    return <strong css={{ color: ERROR_COLOUR }}>{t(key)}</strong>;
  }
  return null;
}

/** The corporate option of step 1. */
export const CorporateCheck = memo(function CorporateCheck({ check }: { check: Check }) {
  useSignals();
  const { form, t, message } = useStepForm();
  const enabled = check.enabled.value;
  const input = check.input.value;
  const status = check.status.value;
  const error = message(form.errors.value.corporateAccount);
  const id = fieldId(1, 'corporateAccount');

  const complete = FIELDS.every(({ key }) => input[key].trim() !== '');

  return (
    <div data-form-block css={{ display: 'grid', gap: '16px' }}>
      <Choice
        id={id}
        type="checkbox"
        name="corporate"
        label={t('corporate.option')}
        checked={enabled}
        onChange={(on) => {
          if (on) check.enabled.value = true;
          else check.clear();
          form.touch('corporateAccount');
        }}
        details={t('corporate.optionHint')}
        invalid={Boolean(error)}
      />
      {enabled && (
        <fieldset
          css={{
            border: 0,
            margin: 0,
            padding: '0 0 0 16px',
            display: 'grid',
            gap: '16px',
            borderLeft: `4px solid ${vars.border}`,
          }}
        >
          <legend css={{ padding: 0, fontWeight: 700 }}>{t('corporate.legend')}</legend>
          {FIELDS.map(({ key, label, type, auto }) => (
            <TextInput
              key={key}
              id={`${id}-${key}`}
              label={t(label)}
              type={type ?? 'text'}
              autoComplete={auto}
              value={input[key]}
              errorPrefix={t('errors.prefix')}
              onChange={(value) => check.edit(key, value)}
              // Checked by the server with the button, not field by field.
              onBlur={() => {}}
            />
          ))}
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' }}>
            <button
              type="button"
              disabled={!complete || status === 'loading'}
              aria-describedby={`${id}-status`}
              onClick={() => {
                void check.verify().then(() => form.touch('corporateAccount'));
              }}
              css={{ ...secondaryButtonCss, borderColor: vars.primary }}
            >
              {status === 'loading' ? t('corporate.checking') : t('corporate.verify')}
            </button>
            <p id={`${id}-status`} role="status" css={{ margin: 0 }}>
              <Outcome check={check} />
            </p>
          </div>
          {error && status !== 'error' && (
            <p css={{ margin: 0, color: ERROR_COLOUR, fontWeight: 700 }}>{error}</p>
          )}
        </fieldset>
      )}
    </div>
  );
});
