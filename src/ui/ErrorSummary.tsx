/** The GOV.UK error summary above a step's form: a heading and one link per failing field. */
import { useRef } from 'react';
import { vars } from '../theme/theme-vars.ts';
import { ERROR_COLOUR } from './form-styles.ts';
import { useErrorSummary } from './use-error-summary.ts';

/** One problem: the field's control id and the text of the link. */
export type SummaryItem = { targetId: string; text: string };

/** Props: the title, the items, and the attempt number that moves focus here when it grows. */
export type ErrorSummaryProps = { title: string; items: readonly SummaryItem[]; attempt: number };

/** Renders nothing without items. */
export function ErrorSummary({ title, items, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { summaryProps, alertProps, titleProps, linkProps } = useErrorSummary(ref, attempt, items.length > 0);
  if (items.length === 0) return null;
  return (
    <div
      part="error-summary"
      {...summaryProps}
      css={{
        padding: '16px 20px',
        border: `4px solid ${ERROR_COLOUR}`,
        borderRadius: vars.radius,
        color: vars.text,
        // A long word in a message ("Veranstaltungsbeginn") wraps rather than pushing past a 320 px screen.
        overflowWrap: 'anywhere',
        '&:focus': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
      }}
    >
      <div {...alertProps}>
        <h3 {...titleProps} css={{ margin: '0 0 8px', fontSize: '20px' }}>
          {title}
        </h3>
        <ul css={{ margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '4px' }}>
          {items.map((item) => (
            <li key={item.targetId}>
              <a
                {...linkProps(item.targetId)}
                css={{ color: ERROR_COLOUR, fontWeight: 700, textDecoration: 'underline' }}
              >
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
