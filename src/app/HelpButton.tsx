/** The header's help button; the dialog itself is a lazy chunk, fetched on hover, focus or click. */
import type { CSSObject } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../domain/catalogue.types.ts';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import { Icon } from '../ui/Icon.tsx';
import { useLazy } from './use-lazy.ts';

const helpDialog = lazyChunk(() => import('./HelpDialog.tsx').then((module) => module.HelpDialog));

/** Opens the help dialog; focus returns to this button when it closes. */
export function HelpButton({ partner, buttonCss }: { partner: Partner; buttonCss: CSSObject }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // A failed chunk is asked for again on the next hover, focus or click, or when the connection returns.
  const { value: HelpDialog, load } = useLazy(helpDialog.load, () => helpDialog.value, { eager: false });

  return (
    <>
      <button
        ref={trigger}
        type="button"
        part="help-button"
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
        css={buttonCss}
      >
        <Icon name="help" />
        <span>{t('header.help')}</span>
      </button>
      {open && HelpDialog && (
        <HelpDialog partner={partner} onClose={() => setOpen(false)} returnFocusTo={trigger} />
      )}
    </>
  );
}
