/**
 * One overnight stay: its property, its booking details (dates, rooms, guests) and its room selection
 * (room type, late check-out, breakfast, remarks), with the stay's indicator in its title and the
 * buttons that copy or remove it. A new or copied stay's first field takes focus.
 */

import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Room } from '../../domain/reservation.types.ts';
import { stayKey, stayLocation, totalGuests } from '../../domain/stays.ts';
import { vars } from '../../theme/theme-vars.ts';
import { labelCss, secondaryButtonCss } from '../../ui/form-styles.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { Select } from '../../ui/Select.tsx';
import type { FieldPath } from '../form-rules.ts';
import { fieldId } from '../use-step-form.ts';
import { RoomTypeChoice } from './RoomTypeChoice.tsx';
import { StayDates } from './StayDates.tsx';
import { StayExtras } from './StayExtras.tsx';
import { StayStatusBadge } from './StayStatusBadge.tsx';
import { useRooms } from './use-rooms.ts';

/** Props: the stay, its index, and the actions' button style. */
export type StayFieldsProps = { stay: Room; index: number };

/** A headed part of a stay (property, booking details, room selection); headings let readers jump. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: '16px' }}>
      <h3 css={{ margin: 0, fontSize: '17px' }}>{title}</h3>
      {children}
    </div>
  );
}

/** The fields of one stay. */
export function StayFields({ stay, index }: StayFieldsProps) {
  useSignals();
  const { model, form, rooms, t, message } = useRooms();
  const key = stayKey(stay);
  const n = index + 1;
  const path = (name: string) => `rooms.${index}.${name}` as FieldPath;
  const firstField = useRef<HTMLDivElement>(null);
  const status = rooms.statuses.value.get(key) ?? 'incomplete';
  const capacity = rooms.capacityOf(stay);
  const location = stayLocation(stay, form.reservation.value.location);
  const overflow = rooms.overflowProblems(stay, index);
  const errorOf = (name: string) =>
    form.errors.value[path(name)] ?? overflow.find((p) => p.path === path(name))?.error;
  const common = (name: string) => ({
    id: fieldId(3, path(name)),
    error: message(errorOf(name)),
    errorPrefix: t('form:errors.prefix'),
    onBlur: () => form.touch(path(name)),
  });
  const guests = totalGuests(stay);

  useEffect(() => {
    if (rooms.focusStay.value !== key) return;
    firstField.current?.querySelector<HTMLElement>('select, input')?.focus();
    rooms.focused();
  });

  return (
    <fieldset
      data-stay={key}
      data-status={status}
      css={{
        margin: 0,
        padding: '16px',
        minWidth: 0,
        display: 'grid',
        gap: '20px',
        border: `1px solid ${vars.border}`,
        borderRadius: vars.radius,
      }}
    >
      <legend css={{ padding: '0 6px', fontSize: '20px', fontWeight: 700 }}>
        {t('stay', { n })}
        <StayStatusBadge status={status} label={t(`status.${status}`)} />
      </legend>
      <Group title={t('property')}>
        <div ref={firstField}>
          <Select
            {...common('location')}
            label={t('hotel')}
            value={location ?? ''}
            options={model.locations.value.map((l) => ({ value: l['@id'], label: l.name }))}
            onChange={(value) => value && rooms.setStayLocation(index, value)}
            required
          />
        </div>
      </Group>
      <Group title={t('details')}>
        <StayDates stay={stay} index={index} />
        <NumberInput
          {...common('amount')}
          label={t('rooms')}
          value={stay.amount}
          onChange={(value) => form.set(path('amount'), value)}
          required
        />
        <NumberInput
          {...common('paxRoom')}
          label={t('guestsPerRoom')}
          hint={
            capacity.maxGuestsPerRoom === null
              ? t('guestsPerRoomChoose')
              : t('guestsPerRoomMax', { max: capacity.maxGuestsPerRoom })
          }
          value={stay.paxRoom}
          onChange={(value) => form.set(path('paxRoom'), value)}
          required
        />
        <div css={{ display: 'grid', gap: '6px' }}>
          <span id={`${fieldId(3, path('total'))}-label`} css={labelCss}>
            {t('totalGuests')}
          </span>
          <output
            aria-labelledby={`${fieldId(3, path('total'))}-label`}
            htmlFor={`${fieldId(3, path('amount'))} ${fieldId(3, path('paxRoom'))}`}
          >
            {guests ?? '–'}
          </output>
        </div>
      </Group>
      <Group title={t('selection')}>
        <RoomTypeChoice stay={stay} index={index} />
        <StayExtras stay={stay} index={index} />
      </Group>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '12px' }}>
        <button type="button" css={secondaryButtonCss} onClick={() => rooms.cloneStay(key)}>
          {t('cloneStay', { n })}
        </button>
        {/* The last stay stays: a hotel booking without rooms is not one (untick hotel rooms in step 1). */}
        {form.reservation.value.rooms.length > 1 && (
          <button type="button" css={secondaryButtonCss} onClick={() => rooms.removeStay(key)}>
            {t('removeStay', { n })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
