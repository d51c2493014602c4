/** Step 4's on-site contact: the account holder by default choice, or another person's details. */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { Choice } from '../../ui/Choice.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { FormSection } from '../FormSection.tsx';
import { useStepForm, useTextField } from '../use-step-form.ts';

/** The on-site contact fields, hidden while "same as my details" is ticked. */
export const OnsiteContact = memo(function OnsiteContact() {
  useSignals();
  const { form, t } = useStepForm();
  const same = form.onsiteSameAsAccount.value;
  const first = useTextField(4, 'onsiteContact.firstname', t('contact.onsiteFirstName'), {
    autoComplete: 'off',
    required: true,
  });
  const last = useTextField(4, 'onsiteContact.lastname', t('contact.onsiteLastName'), {
    autoComplete: 'off',
    required: true,
  });
  const email = useTextField(4, 'onsiteContact.email', t('contact.onsiteEmail'), {
    type: 'email',
    autoComplete: 'off',
  });
  const phone = useTextField(4, 'onsiteContact.phonenumber', t('contact.onsitePhone'), {
    type: 'tel',
    autoComplete: 'off',
    hint: t('contact.phoneHint'),
    required: true,
  });

  return (
    <FormSection legend={t('contact.onsite')} hint={t('contact.onsiteHint')}>
      <Choice
        id="s4-onsite-same"
        type="checkbox"
        name="onsite-same"
        label={t('contact.sameAsAccount')}
        checked={same}
        onChange={(checked) => form.setOnsiteSameAsAccount(checked)}
      />
      {!same && (
        <>
          <TextInput {...first} />
          <TextInput {...last} />
          <TextInput {...email} />
          <TextInput {...phone} />
        </>
      )}
    </FormSection>
  );
});
