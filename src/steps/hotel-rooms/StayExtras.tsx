/**
 * A stay's extras: late check-out rooms, 0 to the rooms booked (only when the partner offers late
 * check-out), breakfast as
 * the stay's location allows it (a fact, not a control, when the location does not let guests
 * choose; the location's default is then what the booking sends), and the visitor's remarks.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../../domain/format.ts';
import type { Room } from '../../domain/reservation.types.ts';
import { isWholeAtLeast, lateCheckoutRooms, stayBreakfast, stayLocation } from '../../domain/stays.ts';
import { Choice } from '../../ui/Choice.tsx';
import { hintCss } from '../../ui/form-styles.ts';
import { Select } from '../../ui/Select.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { FieldPath } from '../form-rules.ts';
import { fieldId } from '../use-step-form.ts';
import { useRooms } from './use-rooms.ts';

// A select longer than this is no help; a group that size asks the hotel about late check-out.
const MAX_LATE_CHOICES = 100;

/** Props: the stay and its index. */
export type StayExtrasProps = { stay: Room; index: number };

/** Late check-out, breakfast and remarks of one stay. */
export function StayExtras({ stay, index }: StayExtrasProps) {
  useSignals();
  const { model, form, rooms, t, locale } = useRooms();
  const path = (name: string) => `rooms.${index}.${name}` as FieldPath;
  const at = stayLocation(stay, form.reservation.value.location);
  const settings = model.locations.value.find((l) => l['@id'] === at)?.locationSettings;
  const breakfast = stayBreakfast(stay, settings);
  const breakfastId = fieldId(3, path('breakfast'));
  const comments = fieldId(3, path('comments'));
  const maxLate = isWholeAtLeast(stay.amount, 1) ? stay.amount : 0;
  // The chosen room type's breakfast price, so the visitor weighs it where they tick it.
  const type = at ? rooms.roomTypes.value.get(at)?.data.find((r) => r['@id'] === stay.roomType) : undefined;
  const breakfastHint = type?.breakfastPricePerPerson
    ? t('breakfastPriced', { price: formatMoney(type.breakfastPricePerPerson, type.currency, locale) })
    : t('breakfastHint');

  return (
    <>
      {rooms.lateCheckoutEnabled.value && (
        <Select
          id={fieldId(3, path('lateCheckoutRooms'))}
          label={t('lateCheckout')}
          hint={t('lateCheckoutHint')}
          errorPrefix={t('form:errors.prefix')}
          value={String(lateCheckoutRooms(stay))}
          options={Array.from({ length: Math.min(maxLate, MAX_LATE_CHOICES) + 1 }, (_, n) => ({
            value: String(n),
            label: String(n),
          }))}
          onChange={(value) => form.commit(path('lateCheckoutRooms'), Number(value))}
        />
      )}
      {breakfast.selectable ? (
        <Choice
          id={breakfastId}
          type="checkbox"
          name={breakfastId}
          label={t('breakfast')}
          checked={breakfast.included}
          details={breakfastHint}
          onChange={(checked) => form.commit(path('breakfast'), checked)}
        />
      ) : (
        <p id={breakfastId} css={{ ...hintCss, margin: 0 }}>
          {breakfast.included ? t('breakfastFixedOn') : t('breakfastFixedOff')}
        </p>
      )}
      <TextInput
        id={comments}
        label={t('remarks')}
        hint={t('remarksHint')}
        errorPrefix={t('form:errors.prefix')}
        value={stay.comments ?? ''}
        autoComplete="off"
        onChange={(text) => form.set(path('comments'), text)}
        onBlur={() => form.touch(path('comments'))}
      />
    </>
  );
}
