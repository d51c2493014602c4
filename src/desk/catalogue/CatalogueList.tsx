import { FieldGuesser, Introspecter, ListGuesser } from '@api-platform/admin';
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import {
  DatagridHeader,
  type DatagridHeaderProps,
  EditButton,
  ShowButton,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { isNestedField, TranslationsField } from './CatalogueNested.tsx';

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

/** What Introspecter gives the guessed columns: the readable properties and how the API sorts. */
type IntrospectedList = {
  readableFields: { name: string; range?: string | null }[];
  schema?: unknown;
  schemaAnalyzer: { getOrderParametersFromSchema(schema: unknown): Promise<string[]> };
};

/**
 * The columns API Platform Admin would guess, without nested data: a guessed column of a partner's
 * contact or a layout's translated names read "[object Object]". Translated names show as a list; a
 * column sorts where the API takes an order for it, as the guesser's own do.
 */
function GuessedColumnsList({ readableFields, schema, schemaAnalyzer }: IntrospectedList) {
  const [orderParameters, setOrderParameters] = useState<string[]>([]);
  useEffect(() => {
    if (schema) void schemaAnalyzer.getOrderParametersFromSchema(schema).then(setOrderParameters);
  }, [schema, schemaAnalyzer]);
  const columns = readableFields.flatMap((field) => {
    if (field.name === 'translations') return [<TranslationsField key={field.name} source="translations" />];
    if (isNestedField(field)) return [];
    const orderBy = orderParameters.find((parameter) => parameter.split('.')[0] === field.name);
    return [
      <FieldGuesser
        key={`${field.name}-${orderBy ?? ''}`}
        source={field.name}
        sortable={Boolean(orderBy)}
        sortBy={orderBy}
      />,
    ];
  });
  return (
    <ListGuesser bulkActionButtons={false} header={CatalogueDatagridHeader}>
      {columns}
    </ListGuesser>
  );
}

/**
 * A catalogue list: the named columns in `children`, or API Platform Admin's guessed ones without
 * nested data; without row checkboxes — the catalogue has no bulk actions (a row is deleted from its
 * edit screen) — and with named button columns.
 */
export function CatalogueList({ children }: { children?: ReactNode }) {
  const resource = useResourceContext() ?? '';
  if (!children) return <Introspecter component={GuessedColumnsList} resource={resource} />;
  return (
    <ListGuesser bulkActionButtons={false} header={CatalogueDatagridHeader}>
      {children}
    </ListGuesser>
  );
}
