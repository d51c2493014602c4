import {
  CreateGuesser,
  EditGuesser,
  FieldGuesser,
  InputGuesser,
  ListGuesser,
  ResourceGuesser,
} from '@api-platform/admin';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SelectField,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ColorInput } from './ColorInput.tsx';
import { MoneyField, MoneyInput } from './Money.tsx';

/** The periods a hall is priced by (the API's `HallPeriodPricing.period` choices). */
const HALL_PERIODS = ['hour', 'morning', 'afternoon', 'evening', 'full_day'] as const;

const periodChoices = HALL_PERIODS.map((id) => ({ id, name: `catalogue.periods.${id}` }));

// Where the guessers would show an amount in cents or a colour as text, these name the fields.

const PricingList = () => (
  <ListGuesser bulkActionButtons={false}>
    <ReferenceField source="hall" reference="halls" />
    <SelectField source="period" choices={periodChoices} />
    <MoneyField source="price" />
    <FieldGuesser source="validFrom" />
    <FieldGuesser source="validUntil" />
  </ListGuesser>
);

/** A hall picked by typing part of its name (a partner has more halls than one page lists). */
const hallInput = (
  <ReferenceInput key="hall" source="hall" reference="halls">
    <AutocompleteInput
      optionText="name"
      filterToQuery={(text: string) => ({ name: text })}
      validate={required()}
    />
  </ReferenceInput>
);

const layoutInputs = [
  hallInput,
  <ReferenceInput key="emplacement" source="emplacement" reference="emplacements">
    <SelectInput optionText="name" validate={required()} />
  </ReferenceInput>,
  <NumberInput key="capacity" source="capacity" min={1} validate={required()} />,
];

const LayoutCreate = () => <CreateGuesser redirect="list">{layoutInputs}</CreateGuesser>;
const LayoutEdit = () => <EditGuesser>{layoutInputs}</EditGuesser>;

const pricingInputs = [
  hallInput,
  <SelectInput key="period" source="period" choices={periodChoices} />,
  <MoneyInput key="price" source="price" />,
  <InputGuesser key="validFrom" source="validFrom" />,
  <InputGuesser key="validUntil" source="validUntil" />,
];

const PricingEdit = () => <EditGuesser>{pricingInputs}</EditGuesser>;
const PricingCreate = () => <CreateGuesser redirect="list">{pricingInputs}</CreateGuesser>;

const ItemList = () => (
  <ListGuesser bulkActionButtons={false}>
    <FieldGuesser source="name" />
    <ReferenceField source="location" reference="locations" />
    <FieldGuesser source="category" />
    <MoneyField source="price" />
    <BooleanField source="available" />
  </ListGuesser>
);

const RoomTypeList = () => (
  <ListGuesser bulkActionButtons={false}>
    <FieldGuesser source="code" />
    <ReferenceField source="location" reference="locations" />
    <MoneyField source="pricePerNight" />
    <MoneyField source="breakfastPricePerPerson" />
  </ListGuesser>
);

const LocationList = () => (
  <ListGuesser bulkActionButtons={false}>
    <FieldGuesser source="name" />
    <FieldGuesser source="abbreviation" />
    <BooleanField source="available" />
  </ListGuesser>
);

const HallList = () => (
  <ListGuesser bulkActionButtons={false}>
    <FieldGuesser source="name" />
    <ReferenceField source="location" reference="locations" />
    <FieldGuesser source="squareMeters" />
    <BooleanField source="available" />
  </ListGuesser>
);

// The guesser knows no defaults: a new hall would start switched off. The API's default is on.
const hallInputs = [
  <ReferenceInput key="location" source="location" reference="locations">
    <SelectInput optionText="name" validate={required()} />
  </ReferenceInput>,
  <TextInput key="name" source="name" validate={required()} />,
  <BooleanInput key="available" source="available" defaultValue={true} />,
  <NumberInput key="squareMeters" source="squareMeters" min={1} />,
  <NumberInput key="bufferBeforeMinutes" source="bufferBeforeMinutes" min={0} defaultValue={0} />,
  <NumberInput key="bufferAfterMinutes" source="bufferAfterMinutes" min={0} defaultValue={0} />,
];

const HallCreate = () => <CreateGuesser redirect="list">{hallInputs}</CreateGuesser>;
const HallEdit = () => <EditGuesser>{hallInputs}</EditGuesser>;

const PartnerEdit = () => (
  <EditGuesser>
    <InputGuesser source="name" />
    <ColorInput source="partnerSettings.color" />
    <ColorInput source="partnerSettings.secondaryColor" />
    <InputGuesser source="contact" />
  </EditGuesser>
);

/**
 * The catalogue's resources (spec §7) in menu order. The rest of each screen is what API Platform
 * Admin guesses from the Hydra documentation; references show the target's `name`.
 */
export const catalogueResources = [
  <ResourceGuesser key="locations" name="locations" list={LocationList} recordRepresentation="name" />,
  <ResourceGuesser
    key="halls"
    name="halls"
    list={HallList}
    create={HallCreate}
    edit={HallEdit}
    recordRepresentation="name"
  />,
  <ResourceGuesser
    key="hall_emplacements"
    name="hall_emplacements"
    create={LayoutCreate}
    edit={LayoutEdit}
  />,
  <ResourceGuesser
    key="hall_period_pricings"
    name="hall_period_pricings"
    list={PricingList}
    edit={PricingEdit}
    create={PricingCreate}
  />,
  <ResourceGuesser key="items" name="items" list={ItemList} recordRepresentation="name" />,
  <ResourceGuesser key="package_deals" name="package_deals" recordRepresentation="name" />,
  <ResourceGuesser
    key="location_room_types"
    name="location_room_types"
    list={RoomTypeList}
    recordRepresentation="code"
  />,
  <ResourceGuesser key="location_emplacements" name="location_emplacements" />,
  <ResourceGuesser key="promo_codes" name="promo_codes" recordRepresentation="code" />,
  <ResourceGuesser key="partners" name="partners" edit={PartnerEdit} recordRepresentation="name" />,
  <ResourceGuesser key="emplacements" name="emplacements" recordRepresentation="name" />,
];

/** The menu's resource names, in order. */
export const CATALOGUE_RESOURCE_NAMES = catalogueResources.map((resource) => resource.props.name as string);
