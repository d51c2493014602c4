/** Step 1's required services: event spaces and/or hotel rooms, as the chosen location allows. */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { RESERVATION_TYPES } from '../../domain/reservation.types.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { fieldId, useFormValue, useStepForm } from '../use-step-form.ts';

/** The services checkboxes; ticking or unticking one changes which steps Next visits. */
export const ServicesChoice = memo(function ServicesChoice() {
  useSignals();
  const { form, t, message } = useStepForm();
  const types = useFormValue((reservation) => reservation.types);
  const offered = form.offered.value;
  const error = message(form.errors.value.types);
  const id = fieldId(1, 'types');

  return (
    <ChoiceGroup
      id={id}
      legend={t('details.services')}
      hint={t('details.servicesHint')}
      error={error}
      errorPrefix={t('errors.prefix')}
    >
      {RESERVATION_TYPES.map((type, index) => (
        <Choice
          key={type}
          id={`${id}-${index}`}
          type="checkbox"
          name={type}
          label={t(`details.${type}`)}
          checked={types.includes(type)}
          // A location without hotel rooms: the box stays visible, explained, and cannot be ticked.
          disabled={!offered[type] && !types.includes(type)}
          details={offered[type] ? undefined : t('details.hotelNotOffered')}
          invalid={Boolean(error)}
          onChange={(checked) => form.setService(type, checked)}
        />
      ))}
    </ChoiceGroup>
  );
});
