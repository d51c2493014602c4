/**
 * A whole number with − and + beside it (an item's amount, its guests): one compact row that a thumb
 * can work on a phone, and a text field that takes a typed number too. The full label ("Amount of
 * Projector with screen") is what a screen reader hears; sighted visitors see its first word beside
 * the row's item name.
 */
import { errorCss, fieldCss, hintCss, inputCss } from './form-styles.ts';
import { Icon } from './Icon.tsx';
import { useField } from './use-field.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** Props of one stepper. */
export type CountStepperProps = {
  id: string;
  /** The control's full name, read by screen readers. */
  label: string;
  /** The word shown above the row; the full label starts with it. */
  shortLabel: string;
  /** Names of the − and + buttons. */
  decreaseLabel: string;
  increaseLabel: string;
  value: number | null;
  min?: number;
  error?: string | null | undefined;
  errorPrefix: string;
  onChange: (value: number | null) => void;
  onBlur: () => void;
};

const stepCss = {
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: '2px solid #6b7280',
  borderRadius: '999px',
  background: '#ffffff',
  color: 'inherit',
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  '&:focus-visible': { outlineOffset: '2px' },
} as const;

/** One labelled stepper. */
export function CountStepper({ min = 1, ...props }: CountStepperProps) {
  const field = useField({ id: props.id, error: props.error });
  const known = props.value !== null && Number.isFinite(props.value);
  const step = (by: number) => {
    const next = Math.max(min, (known ? (props.value as number) : min - by) + by);
    props.onChange(next);
    props.onBlur();
  };
  return (
    <div
      part="field"
      data-invalid={props.error ? 'true' : undefined}
      css={{ ...fieldCss(Boolean(props.error)), gap: '2px' }}
    >
      <label htmlFor={props.id} css={hintCss}>
        <span aria-hidden="true">{props.shortLabel}</span>
        <span css={visuallyHidden}>{props.label}</span>
      </label>
      {props.error && (
        <p {...field.errorProps} css={errorCss}>
          <span css={visuallyHidden}>{props.errorPrefix} </span>
          {props.error}
        </p>
      )}
      <div css={{ display: 'flex', alignItems: 'center', gap: '6px' }}>
        <button
          type="button"
          aria-label={props.decreaseLabel}
          aria-controls={props.id}
          disabled={known && (props.value as number) <= min}
          onClick={() => step(-1)}
          css={stepCss}
        >
          <Icon name="minus" size={20} />
        </button>
        <input
          {...field.controlProps}
          part="input"
          type="text"
          inputMode="numeric"
          name={props.id}
          autoComplete="off"
          spellCheck={false}
          value={known ? String(props.value) : ''}
          onChange={(event) => {
            const text = event.currentTarget.value.trim();
            props.onChange(/^\d{1,7}$/.test(text) ? Number(text) : null);
          }}
          onBlur={props.onBlur}
          css={{ ...inputCss, width: '4.5em', textAlign: 'center', padding: '8px 4px' }}
        />
        <button
          type="button"
          aria-label={props.increaseLabel}
          aria-controls={props.id}
          onClick={() => step(1)}
          css={stepCss}
        >
          <Icon name="plus" size={20} />
        </button>
      </div>
    </div>
  );
}
