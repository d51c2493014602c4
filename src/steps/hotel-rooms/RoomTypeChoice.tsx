/**
 * The room types of a stay's location as radios, each with its nightly rate, its breakfast price, the
 * guests a room takes and whether rooms are free for the whole stay (from the availability lookup:
 * "available" or "only N left", never the hotel's count). Without dates nothing is asked, and the
 * visitor is told what makes the availability appear.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../../domain/format.ts';
import type { Room } from '../../domain/reservation.types.ts';
import { freeRoomsOf, type LocationRoomType, roomsLeft, roomTypeName } from '../../domain/room-types.ts';
import { stayKey, stayLocation } from '../../domain/stays.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { RetryButton } from '../../ui/RetryButton.tsx';
import type { FieldPath } from '../form-rules.ts';
import { fieldId } from '../use-step-form.ts';
import { useRooms } from './use-rooms.ts';

/** Props: the stay and its index. */
export type RoomTypeChoiceProps = { stay: Room; index: number };

/** The room type radios of one stay. */
export function RoomTypeChoice({ stay, index }: RoomTypeChoiceProps) {
  useSignals();
  const { form, rooms, t, message, locale } = useRooms();
  const path = `rooms.${index}.roomType` as FieldPath;
  const id = fieldId(3, path);
  const location = stayLocation(stay, form.reservation.value.location);
  const types = location ? rooms.roomTypes.value.get(location) : undefined;
  const found = rooms.availability.value.get(stayKey(stay));
  const error = message(form.errors.value[path]);

  const state =
    !found || found.status === 'idle'
      ? t('chooseDates')
      : found.status === 'loading'
        ? t('checking')
        : found.status === 'error'
          ? t('checkFailed')
          : null;
  const note =
    types?.status === 'loading'
      ? t('typesLoading')
      : types?.status === 'error'
        ? t('typesFailed')
        : types?.data.length === 0
          ? t('noTypes')
          : null;

  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const rates = (type: LocationRoomType) => [
    t('rate', { price: money(type.pricePerNight, type.currency) }),
    ...(type.breakfastPricePerPerson
      ? [t('breakfastRate', { price: money(type.breakfastPricePerPerson, type.currency) })]
      : []),
  ];
  const availabilityText = (free: number) => {
    const left = roomsLeft(free);
    return left.kind === 'few' ? t('left.few', { count: left.count }) : t(`left.${left.kind}`);
  };

  const failed = types?.status === 'error' || found?.status === 'error';
  return (
    <>
      <ChoiceGroup
        id={id}
        legend={t('roomType')}
        hint={note ?? state ?? undefined}
        error={error}
        errorPrefix={t('form:errors.prefix')}
      >
        {(types?.data ?? []).map((type, k) => {
          const free = found?.status === 'ok' ? freeRoomsOf(found.data, type['@id']) : null;
          const details = [...rates(type), t('maxOnly', { max: type.maxGuestsPerRoom })];
          if (free !== null) details.push(availabilityText(free));
          return (
            <Choice
              key={type['@id']}
              id={`${id}-${k}`}
              type="radio"
              name={id}
              label={roomTypeName(type, locale)}
              checked={stay.roomType === type['@id']}
              invalid={Boolean(error)}
              onChange={() => form.commit(path, type['@id'])}
              details={
                <span data-rooms-left={free === null ? undefined : roomsLeft(free).kind}>
                  {details.join(' · ')}
                </span>
              }
            />
          );
        })}
      </ChoiceGroup>
      {failed && <RetryButton onRetry={rooms.retry} />}
    </>
  );
}
