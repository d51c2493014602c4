/**
 * Step 3, hotel rooms (spec §2): the group's name, then the overnight stays, each with its property,
 * booking details and room selection and its indicator (completed, incomplete, too many selected).
 * Stays are added, copied and removed here; the multi-venue alert appears when rooms are at another
 * location than the event. Changes are announced politely in one live region.
 */

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { stayKey } from '../../domain/stays.ts';
import { vars } from '../../theme/theme-vars.ts';
import { secondaryButtonCss } from '../../ui/form-styles.ts';
import { TextInput } from '../../ui/TextInput.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { FormSection } from '../FormSection.tsx';
import type { FieldPath } from '../form-rules.ts';
import { StepForm } from '../StepForm.tsx';
import { fieldId, useTextField } from '../use-step-form.ts';
import { MultiVenueAlert } from './MultiVenueAlert.tsx';
import { StayFields } from './StayFields.tsx';
import { useRooms } from './use-rooms.ts';

/** The fields of a stay in on-screen order, for the error summary. */
const STAY_FIELDS = [
  ['location', 'hotel'],
  ['startDate', 'checkIn'],
  ['endDate', 'checkOut'],
  ['amount', 'rooms'],
  ['paxRoom', 'guestsPerRoom'],
  ['roomType', 'roomType'],
] as const;

/** The body of step 3. */
export function RoomsStep() {
  useSignals();
  const { form, rooms, t } = useRooms();
  const stays = form.reservation.value.rooms;
  const groupName = useTextField(3, 'eventname', t('groupName'), {
    hint: t('groupNameHint'),
    autoComplete: 'off',
  });
  const notice = rooms.notice.value;

  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => rooms.ensureStay(), [rooms]);
  useEffect(() => {
    if (!rooms.focusesAddStay.value) return;
    addButton.current?.focus();
    rooms.focused();
  });

  const fields = Object.fromEntries([
    ...stays.flatMap((_, i) =>
      STAY_FIELDS.map(([name, label]) => {
        const path = `rooms.${i}.${name}` as FieldPath;
        const target = name === 'roomType' ? `${fieldId(3, path)}-0` : fieldId(3, path);
        return [path, { label: t('fieldOfStay', { n: i + 1, field: t(label) }), targetId: target }];
      }),
    ),
  ]);

  return (
    <StepForm step={3} fields={fields}>
      <FormSection legend={t('group')} first>
        <TextInput {...groupName} />
      </FormSection>
      <MultiVenueAlert />
      {stays.map((stay, index) => (
        <StayFields key={stayKey(stay)} stay={stay} index={index} />
      ))}
      <div>
        <button
          ref={addButton}
          type="button"
          onClick={() => rooms.addStay()}
          css={{ ...secondaryButtonCss, borderColor: vars.primary }}
        >
          {t('addStay')}
        </button>
      </div>
      <p role="status" css={visuallyHidden}>
        {notice ? t(`notice.${notice.key}`, { ...notice.values, status: statusWord(notice, t) }) : ''}
      </p>
    </StepForm>
  );
}

function statusWord(notice: { values: Record<string, string | number> }, t: (key: string) => string) {
  const status = notice.values.status;
  return typeof status === 'string' ? t(`status.${status}`) : '';
}
