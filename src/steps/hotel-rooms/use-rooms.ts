/** Step 3's model of this form and the step texts, for the hotel-room components. */
import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACE } from '../../i18n/create-i18n.ts';
import { useStepForm } from '../use-step-form.ts';

/** The rooms model (composed with the form, so it outlives the step's component), and `t` over `rooms`. */
export function useRooms() {
  const step = useStepForm();
  const { t, i18n } = useTranslation(['rooms', FORM_NAMESPACE, 'translation']);
  return { ...step, rooms: step.parts.rooms, t, locale: i18n.language };
}
