/**
 * Step 4, contact details: one `<form>` with the `autocomplete` tokens browsers and password
 * managers fill from (given-name, family-name, organization, email, tel, street-address,
 * postal-code, address-level2, country); the house number is a field of its own (spec §3
 * `housenumber`), the country a select of codes (CountrySelect). The promo code is kept as typed; the server checks it.
 */

import { useSignals } from '@preact/signals-react/runtime';
import { Fragment } from 'react';
import { isPresent } from '../../domain/validation.ts';
import { TextInput, type TextInputProps } from '../../ui/TextInput.tsx';
import { FormSection } from '../FormSection.tsx';
import { type FieldPath, needsBillingAddress, needsOnsiteContact, valueAt } from '../form-rules.ts';
import { StepForm } from '../StepForm.tsx';
import { fieldId, useFormValue, useStepForm, useTextField } from '../use-step-form.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { OnsiteContact } from './OnsiteContact.tsx';
import { PromoCheck } from './PromoCheck.tsx';

const ONSITE_LABELS = {
  'onsiteContact.firstname': 'contact.onsiteFirstName',
  'onsiteContact.lastname': 'contact.onsiteLastName',
  'onsiteContact.email': 'contact.onsiteEmail',
  'onsiteContact.phonenumber': 'contact.onsitePhone',
} as const;

const BILLING_PATHS: readonly FieldPath[] = ['street', 'housenumber', 'postalcode', 'city', 'country'];

/** The body of step 4. */
export function ContactStep() {
  useSignals();
  const { t } = useStepForm();
  // A rooms-only booking asks only what a family needs; invoicing it needs the billing address.
  // An address the booking already holds (prefilled, or read back) stays visible and changeable.
  const showBilling = useFormValue(
    (reservation) =>
      needsBillingAddress(reservation) || BILLING_PATHS.some((path) => isPresent(valueAt(reservation, path))),
  );
  const showOnsite = useFormValue(needsOnsiteContact);
  const required = { required: true };
  const account = [
    useTextField(4, 'firstname', t('contact.firstName'), { autoComplete: 'given-name', ...required }),
    useTextField(4, 'lastname', t('contact.lastName'), { autoComplete: 'family-name', ...required }),
    useTextField(4, 'company', t('contact.company'), { autoComplete: 'organization' }),
    useTextField(4, 'emailaddress', t('contact.email'), {
      type: 'email',
      autoComplete: 'email',
      ...required,
    }),
    useTextField(4, 'phonenumber', t('contact.phone'), {
      type: 'tel',
      autoComplete: 'tel',
      hint: t('contact.phoneHint'),
      ...required,
    }),
  ];
  const billing = [
    useTextField(4, 'street', t('contact.street'), { autoComplete: 'street-address', ...required }),
    // No autocomplete token names a house number; some addresses have none (spec §3 `housenumber`).
    useTextField(4, 'housenumber', t('contact.houseNumber'), { autoComplete: 'on' }),
    useTextField(4, 'postalcode', t('contact.postalCode'), { autoComplete: 'postal-code', ...required }),
    useTextField(4, 'city', t('contact.city'), { autoComplete: 'address-level2', ...required }),
    useTextField(4, 'country', t('contact.country'), { autoComplete: 'country', ...required }),
  ];
  const other = [
    useTextField(4, 'discountCode', t('contact.promo'), { autoComplete: 'off' }),
    useTextField(4, 'invoiceReference', t('contact.invoiceReference'), {
      autoComplete: 'off',
      hint: t('contact.invoiceReferenceHint'),
    }),
  ];
  // The summary follows the page order: account, billing, on-site contact.
  const summary = (props: TextInputProps[]) =>
    props.map((p) => [p.id.slice(3), { label: p.label, targetId: p.id }] as const);
  const fields = Object.fromEntries([
    ...summary(account),
    ...summary(billing),
    ...Object.entries(ONSITE_LABELS).map(([path, key]) => [
      path,
      { label: t(key), targetId: fieldId(4, path as FieldPath) },
    ]),
  ]);

  return (
    <StepForm step={4} fields={fields}>
      <FormSection legend={t('contact.account')} first>
        {account.map((props) => (
          <TextInput key={props.id} {...props} />
        ))}
      </FormSection>
      {showBilling && (
        <FormSection legend={t('contact.billing')}>
          {billing.map((props) =>
            props.id === fieldId(4, 'country') ? (
              <CountrySelect key={props.id} {...props} />
            ) : (
              <TextInput key={props.id} {...props} />
            ),
          )}
        </FormSection>
      )}
      {showOnsite && <OnsiteContact />}
      <FormSection legend={t('contact.other')}>
        {other.map((props) => (
          <Fragment key={props.id}>
            <TextInput {...props} />
            {props.id === fieldId(4, 'discountCode') && <PromoCheck />}
          </Fragment>
        ))}
      </FormSection>
    </StepForm>
  );
}
