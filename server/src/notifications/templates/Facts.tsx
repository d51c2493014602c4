/** @jsxImportSource react */
import { Column, Row } from '@react-email/components';
import type { ReactNode } from 'react';
import { mutedStyle, textStyle } from './mail-styles.ts';

/** One labelled value of a list of facts; rows without a value are left out. */
export type Fact = { label: string; value: ReactNode };

/**
 * Label and value side by side: a two-column table row, the one layout every mail client keeps. The
 * label's 14 px text starts 2 px lower than the 16 px value so their first lines share a baseline. On a
 * phone the label goes above its value (mail-styles.ts), so a long label ("Reservierungsnummer") never
 * squeezes the value.
 */
export function Facts({ rows }: { rows: Fact[] }) {
  return (
    <>
      {rows
        .filter((row) => row.value !== null && row.value !== undefined && row.value !== '')
        .map((row) => (
          <Row key={row.label}>
            <Column
              className="bf-muted bf-label bf-fact-label"
              style={{
                ...mutedStyle,
                width: '38%',
                verticalAlign: 'top',
                padding: '4px 12px 2px 0',
                margin: 0,
              }}
            >
              {row.label}
            </Column>
            <Column
              className="bf-value bf-fact-value"
              style={{ ...textStyle, verticalAlign: 'top', padding: '2px 0', margin: 0 }}
            >
              {row.value}
            </Column>
          </Row>
        ))}
    </>
  );
}
