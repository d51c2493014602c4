import { ListGuesser } from '@api-platform/admin';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DatagridHeader, type DatagridHeaderProps, EditButton, ShowButton, useTranslate } from 'react-admin';

type ColumnProps = { source?: string; label?: ReactNode };

/** The words naming a column of row buttons, which react-admin leaves without a header. */
const BUTTON_COLUMNS = new Map<unknown, string>([
  [ShowButton, 'ra.action.show'],
  [EditButton, 'ra.action.edit'],
]);

/**
 * React-admin's table header, with a visually hidden name over the show and edit button columns:
 * a header cell without text is a WCAG failure (axe `empty-table-header`) and tells a screen reader
 * user nothing about the column.
 */
export function CatalogueDatagridHeader(props: DatagridHeaderProps) {
  const translate = useTranslate();
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<ColumnProps>(child) || child.props.label || child.props.source) return child;
    const words = BUTTON_COLUMNS.get(child.type);
    if (!words) return child;
    return cloneElement(child as ReactElement<ColumnProps>, {
      label: <span className="desk-visually-hidden">{translate(words)}</span>,
    });
  });
  return <DatagridHeader {...props}>{children}</DatagridHeader>;
}

/**
 * A catalogue list: API Platform Admin's guessed list (or the named columns in `children`) without
 * row checkboxes — the catalogue has no bulk actions (a row is deleted from its edit screen) — and with
 * named button columns.
 */
export function CatalogueList({ children }: { children?: ReactNode }) {
  return (
    <ListGuesser bulkActionButtons={false} header={CatalogueDatagridHeader}>
      {children}
    </ListGuesser>
  );
}
