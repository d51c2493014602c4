/** The event block of step 2: name, event type, guests, start and end time (on the locale's clock). */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { pickTranslation } from '../../domain/translation.ts';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { TimeField } from '../../ui/TimeField.tsx';
import { FormSection } from '../FormSection.tsx';
import { useFormValue } from '../use-step-form.ts';
import { parseCount, useEventStep } from './use-event-step.ts';

/** The event's own fields; guests and times are the defaults of every day. */
export const EventDetails = memo(function EventDetails() {
  useSignals();
  const { form, step, t, locale, errorOf, errorPrefix, id } = useEventStep();
  const eventname = useFormValue((r) => r.eventname);
  const eventType = useFormValue((r) => r.eventType);
  const eventPax = useFormValue((r) => r.eventPax);
  const eventStartTime = useFormValue((r) => r.eventStartTime);
  const eventEndTime = useFormValue((r) => r.eventEndTime);
  const types = form.location.value?.bookingEventTypes ?? [];
  const common = { errorPrefix, required: true };

  return (
    <FormSection legend={t('event.legend')} first>
      <TextInput
        {...common}
        id={id('eventname')}
        label={t('event.name')}
        hint={t('event.nameHint')}
        value={eventname}
        error={errorOf('eventname')}
        autoComplete="off"
        onChange={(text) => form.set('eventname', text)}
        onBlur={() => form.touch('eventname')}
      />
      <Select
        {...common}
        id={id('eventType')}
        label={t('event.type')}
        placeholder={t('event.typePlaceholder')}
        value={eventType ?? ''}
        error={errorOf('eventType')}
        options={types.map((type) => ({
          value: type.code,
          label: pickTranslation(type.translations, locale)?.name ?? type.code,
        }))}
        onChange={(code) => form.commit('eventType', code || null)}
        onBlur={() => form.touch('eventType')}
      />
      <TextInput
        {...common}
        id={id('eventPax')}
        type="number"
        inputMode="numeric"
        min={1}
        label={t('event.guests')}
        hint={t('event.guestsHint')}
        value={eventPax == null ? '' : String(eventPax)}
        error={errorOf('eventPax')}
        onChange={(text) => step.setEvent('eventPax', parseCount(text))}
        onBlur={() => form.touch('eventPax')}
      />
      <TimeField
        {...common}
        id={id('eventStartTime')}
        label={t('event.startTime')}
        value={eventStartTime ?? null}
        error={errorOf('eventStartTime')}
        onChange={(time) => step.setEvent('eventStartTime', time)}
        onBlur={() => form.touch('eventStartTime')}
      />
      <TimeField
        {...common}
        id={id('eventEndTime')}
        label={t('event.endTime')}
        value={eventEndTime ?? null}
        error={errorOf('eventEndTime')}
        onChange={(time) => step.setEvent('eventEndTime', time)}
        onBlur={() => form.touch('eventEndTime')}
      />
    </FormSection>
  );
});
