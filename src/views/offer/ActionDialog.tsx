/**
 * The frame of the accept, turn-down and cancel dialogs (spec §2 confirm dialogs): a form whose
 * submit checks the fields first (the first failing one takes focus), then runs the action with its
 * own loading text; a refused action says why and keeps what the visitor entered.
 */
import { type FormEvent, type ReactNode, type RefObject, useRef } from 'react';
import { vars } from '../../theme/theme-vars.ts';
import { Dialog, type DialogKind } from '../../ui/Dialog.tsx';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';
import { actionsCss, dangerButtonCss, primaryButtonCss, secondaryButtonCss } from '../view-styles.ts';

/** Props of one action dialog. */
export type ActionDialogProps = {
  kind: DialogKind;
  title: string;
  closeLabel: string;
  backLabel: string;
  submitLabel: string;
  runningLabel: string;
  running: boolean;
  /** Why the server refused, once it did. */
  failure: string | null;
  /** The irreversible ones get a red button. */
  danger?: boolean;
  /** Checks the fields; returns the id of the first failing control, or null to go ahead. */
  validate: () => string | null;
  onSubmit: () => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** One confirm dialog. */
export function ActionDialog(props: ActionDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.running) return;
    const invalid = props.validate();
    if (invalid) {
      // After the messages render: the control then has its aria-describedby pointing at its error.
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>(`#${CSS.escape(invalid)}`)?.focus(),
      );
      return;
    }
    props.onSubmit();
  };
  return (
    <Dialog
      kind={props.kind}
      title={props.title}
      closeLabel={props.closeLabel}
      onClose={() => {
        if (!props.running) props.onClose();
      }}
      returnFocusTo={props.returnFocusTo}
    >
      <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '16px' }}>
        {props.children}
        {props.failure && (
          <p role="alert" css={{ margin: 0, color: ERROR_COLOUR, fontWeight: 700 }}>
            {props.failure}
          </p>
        )}
        <p role="status" css={{ margin: 0, color: vars.muted, minHeight: '1px' }}>
          {props.running ? props.runningLabel : ''}
        </p>
        <div css={actionsCss}>
          <button
            type="submit"
            aria-disabled={props.running || undefined}
            css={props.danger ? dangerButtonCss : primaryButtonCss}
          >
            {props.running ? props.runningLabel : props.submitLabel}
          </button>
          <button type="button" onClick={props.onClose} disabled={props.running} css={secondaryButtonCss}>
            {props.backLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
