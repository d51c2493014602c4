/**
 * A translated text that names a booking by its readable reference (HH-AMS-2027-0042) through a
 * `{{reference}}` placeholder. The reference never breaks across lines: people read it out on the
 * phone, and a break at one of its hyphens on a narrow screen reads as two codes. (react-i18next's
 * `Trans` does this with tags in the texts, but it would put 4 KB more into the widget's first chunk.)
 */
import type { TFunction } from 'i18next';

/** Props: the `t` of the namespace the key lives in, the key, and the reference. */
export type WithReferenceProps = { t: TFunction; i18nKey: string; reference: string };

// A private-use character stands in for the reference, so the translation says where it goes.
const SLOT = '\uE000';

/** The text of `i18nKey` with `reference` in it, kept on one line. */
export function WithReference({ t, i18nKey, reference }: WithReferenceProps) {
  const [before = '', ...rest] = String(t(i18nKey, { reference: SLOT })).split(SLOT);
  if (rest.length === 0) return <>{before}</>;
  return (
    <>
      {before}
      <span css={{ whiteSpace: 'nowrap' }}>{reference}</span>
      {rest.join(reference)}
    </>
  );
}
