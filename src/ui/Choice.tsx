/** One checkbox or radio with its label, and optional details read as its description. */
import type { ReactNode } from 'react';
import { choiceCss, hintCss } from './form-styles.ts';

/** Props of one choice. */
export type ChoiceProps = {
  id: string;
  type: 'checkbox' | 'radio';
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the label and tied to the control with `aria-describedby`. */
  details?: ReactNode;
  invalid?: boolean;
};

/** A checkbox or radio row; details sit outside the label so links in them stay separate targets. */
export function Choice({
  id,
  type,
  name,
  label,
  checked,
  disabled,
  onChange,
  details,
  invalid,
}: ChoiceProps) {
  return (
    <div
      data-checked={String(checked)}
      // The text column may shrink below its longest word (a location's e-mail address, which then
      // wraps), so a 320 px screen never scrolls sideways.
      css={{ display: 'grid', gap: '0 12px', gridTemplateColumns: 'auto minmax(0, 1fr)' }}
    >
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={details ? `${id}-details` : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
        css={choiceCss}
      />
      {/* Its long words wrap too ("Standaard tweepersoonskamer" on a 320 px phone), as the details do. */}
      <label
        htmlFor={id}
        css={{ alignSelf: 'center', padding: '10px 0', cursor: 'pointer', overflowWrap: 'anywhere' }}
      >
        {label}
      </label>
      {details && (
        <div
          id={`${id}-details`}
          css={{ ...hintCss, gridColumn: 2, marginTop: '-6px', overflowWrap: 'anywhere' }}
        >
          {details}
        </div>
      )}
    </div>
  );
}
