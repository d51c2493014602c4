/** Step 1, reservation details: services, location and the contact e-mail address. */
import { useSignals } from '@preact/signals-react/runtime';
import { TextInput } from '../../ui/TextInput.tsx';
import { StepForm } from '../StepForm.tsx';
import { fieldId, useStepForm, useTextField } from '../use-step-form.ts';
import { CorporateCheck } from './CorporateCheck.tsx';
import { LocationChoice } from './LocationChoice.tsx';
import { ServicesChoice } from './ServicesChoice.tsx';

/** The body of step 1. */
export function DetailsStep() {
  useSignals();
  const { t, parts } = useStepForm();
  const email = useTextField(1, 'emailaddress', t('details.emailAddress'), {
    hint: t('details.emailHint'),
    type: 'email',
    autoComplete: 'email',
    required: true,
  });
  const fields = {
    types: { label: t('details.services'), targetId: `${fieldId(1, 'types')}-0` },
    location: { label: t('details.location'), targetId: `${fieldId(1, 'location')}-0` },
    emailaddress: { label: email.label, targetId: email.id },
    corporateAccount: { label: t('corporate.option'), targetId: fieldId(1, 'corporateAccount') },
  };

  return (
    <StepForm step={1} fields={fields}>
      <div data-form-block>
        <ServicesChoice />
      </div>
      <LocationChoice />
      <TextInput {...email} />
      <CorporateCheck check={parts.corporate} />
    </StepForm>
  );
}
