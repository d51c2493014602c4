/** The event block of step 2: name, event type, guests, start and end time. */
import { useSignals } from '@preact/signals-react/runtime';
import { pickTranslation } from '../../domain/translation.ts';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { FormSection } from '../FormSection.tsx';
import { parseCount, useEventStep } from './use-event-step.ts';

/** The event's own fields; guests and times are the defaults of every day. */
export function EventDetails() {
  useSignals();
  const { form, step, t, locale, errorOf, errorPrefix, id } = useEventStep();
  const reservation = form.reservation.value;
  const types = form.location.value?.bookingEventTypes ?? [];
  const common = { errorPrefix, required: true };

  return (
    <FormSection legend={t('event.legend')} first>
      <TextInput
        {...common}
        id={id('eventname')}
        label={t('event.name')}
        hint={t('event.nameHint')}
        value={reservation.eventname}
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
        value={reservation.eventType ?? ''}
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
        value={reservation.eventPax == null ? '' : String(reservation.eventPax)}
        error={errorOf('eventPax')}
        onChange={(text) => step.setEvent('eventPax', parseCount(text))}
        onBlur={() => form.touch('eventPax')}
      />
      <TextInput
        {...common}
        id={id('eventStartTime')}
        type="time"
        label={t('event.startTime')}
        value={reservation.eventStartTime ?? ''}
        error={errorOf('eventStartTime')}
        onChange={(text) => step.setEvent('eventStartTime', text || null)}
        onBlur={() => form.touch('eventStartTime')}
      />
      <TextInput
        {...common}
        id={id('eventEndTime')}
        type="time"
        label={t('event.endTime')}
        value={reservation.eventEndTime ?? ''}
        error={errorOf('eventEndTime')}
        onChange={(text) => step.setEvent('eventEndTime', text || null)}
        onBlur={() => form.touch('eventEndTime')}
      />
    </FormSection>
  );
}
