/**
 * The catalogue's nested data (issue 17). API Platform Admin guesses a text field or input for every
 * property whose range is JSON (objects such as `contact`, lists such as `translations`), which shows
 * "[object Object]" and, once typed into, would save that text over the data. These screens leave such
 * properties out, so a save sends them back exactly as read, and give translated names real inputs.
 */
import { FieldGuesser, InputGuesser, Introspecter } from '@api-platform/admin';
import {
  ArrayInput,
  required,
  SelectInput,
  Show,
  SimpleFormIterator,
  SimpleShowLayout,
  TextInput,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { LOCALES } from '../../domain/locale.ts';

/** What the screens need of a property of the Hydra documentation. */
type IntrospectedField = { name: string; range?: string | null };

/** A property whose value is nested data (range `rdf:JSON`), which the guessers cannot show or edit. */
export function isNestedField(field: IntrospectedField): boolean {
  return /(^rdf:|#)JSON$/.test(field.range ?? '');
}

/** The five languages of the desk, for a translated name's language. */
const LANGUAGE_CHOICES = LOCALES.map((id) => ({ id, name: `catalogue.languages.${id}` }));

type Translation = { language?: string; name?: string };

/** A row's translated names as a list: "German — Großer Saal". */
export function TranslationsField(_props: { source: 'translations'; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const translations = (Array.isArray(record?.translations) ? record.translations : []) as Translation[];
  if (translations.length === 0) return <span>—</span>;
  return (
    <ul className="catalogue-translations">
      {translations.map((translation) => (
        // A language and its name identify a line: the same pair twice reads the same.
        <li key={`${translation.language}:${translation.name}`}>
          {translate(`catalogue.languages.${translation.language}`, { _: translation.language ?? '' })} —{' '}
          {translation.name}
        </li>
      ))}
    </ul>
  );
}

/** A row's translated names: one line per language, each a language and a name. */
export const translationsInput = (
  <ArrayInput key="translations" source="translations">
    <SimpleFormIterator inline disableReordering>
      <SelectInput
        source="language"
        label="catalogue.translation.language"
        choices={LANGUAGE_CHOICES}
        validate={required()}
      />
      <TextInput source="name" label="catalogue.translation.name" validate={required()} />
    </SimpleFormIterator>
  </ArrayInput>
);

function ShowFields({ readableFields }: { readableFields: IntrospectedField[] }) {
  return (
    <SimpleShowLayout>
      {readableFields.map((field) =>
        field.name === 'translations' ? (
          <TranslationsField key={field.name} source="translations" />
        ) : isNestedField(field) ? null : (
          <FieldGuesser key={field.name} source={field.name} />
        ),
      )}
    </SimpleShowLayout>
  );
}

/** A Show screen of the catalogue: the guessed fields without nested data, translated names as a list. */
export function CatalogueShow() {
  const resource = useResourceContext() ?? '';
  return (
    <Show>
      <Introspecter component={ShowFields} resource={resource} />
    </Show>
  );
}

function ScalarInputs({ writableFields }: { writableFields: IntrospectedField[] }) {
  return (
    <>
      {writableFields
        .filter((field) => !isNestedField(field))
        .map((field) => (
          <InputGuesser key={field.name} source={field.name} />
        ))}
    </>
  );
}

/** The guessed inputs of a resource without its nested data (which a save sends back as read). */
export function GuessedScalarInputs() {
  const resource = useResourceContext() ?? '';
  return <Introspecter component={ScalarInputs} resource={resource} />;
}
