import { FieldGuesser, InputGuesser, ResourceGuesser } from '@api-platform/admin';
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
import { CatalogueCreate, CatalogueEdit } from './CatalogueForms.tsx';
import { CatalogueList } from './CatalogueList.tsx';
import { CatalogueShow, GuessedScalarInputs, translationsInput } from './CatalogueNested.tsx';
import { ColorInput } from './ColorInput.tsx';
import { MoneyField, MoneyInput } from './Money.tsx';

/** The periods a hall is priced by (the API's `HallPeriodPricing.period` choices). */
const HALL_PERIODS = ['hour', 'morning', 'afternoon', 'evening', 'full_day'] as const;

const periodChoices = HALL_PERIODS.map((id) => ({ id, name: `catalogue.periods.${id}` }));

// Where the guessers would show an amount in cents or a colour as text, these name the fields.

const PricingList = () => (
  <CatalogueList>
    <ReferenceField source="hall" reference="halls" />
    <SelectField source="period" choices={periodChoices} />
    <MoneyField source="price" />
    <FieldGuesser source="validFrom" />
    <FieldGuesser source="validUntil" />
  </CatalogueList>
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

const LayoutCreate = () => <CatalogueCreate>{layoutInputs}</CatalogueCreate>;
const LayoutEdit = () => <CatalogueEdit>{layoutInputs}</CatalogueEdit>;

const pricingInputs = [
  hallInput,
  <SelectInput key="period" source="period" choices={periodChoices} />,
  <MoneyInput key="price" source="price" />,
  <InputGuesser key="validFrom" source="validFrom" />,
  <InputGuesser key="validUntil" source="validUntil" />,
];

const PricingEdit = () => <CatalogueEdit>{pricingInputs}</CatalogueEdit>;
const PricingCreate = () => <CatalogueCreate>{pricingInputs}</CatalogueCreate>;

const ItemList = () => (
  <CatalogueList>
    <FieldGuesser source="name" />
    <ReferenceField source="location" reference="locations" />
    <FieldGuesser source="category" />
    <MoneyField source="price" />
    <BooleanField source="available" />
  </CatalogueList>
);

/** The location a row belongs to (it cannot move: the API keeps it on a replace). */
const locationInput = (
  <ReferenceInput key="location" source="location" reference="locations">
    <SelectInput optionText="name" validate={required()} readOnly />
  </ReferenceInput>
);

// The edit forms of rows priced in cents: the amounts in the location's currency; translated names
// have their own input; the other nested lists (descriptions, timeslots, included items) are kept as
// saved, as the guesser has no input for them and would show "[object Object]".

const ItemEdit = () => (
  <CatalogueEdit deletable={false}>
    {locationInput}
    <InputGuesser source="key" />
    <InputGuesser source="category" />
    <InputGuesser source="priceType" />
    <MoneyInput source="price" validate={required()} />
    <InputGuesser source="taxRateCode" />
    <BooleanInput source="available" />
    <InputGuesser source="position" />
    {translationsInput}
  </CatalogueEdit>
);

const RoomTypeEdit = () => (
  <CatalogueEdit deletable={false}>
    {locationInput}
    <InputGuesser source="code" />
    <InputGuesser source="roomsType" />
    <BooleanInput source="available" />
    <InputGuesser source="inventory" />
    <InputGuesser source="maxGuestsPerRoom" />
    <MoneyInput source="pricePerNight" validate={required()} />
    <MoneyInput source="breakfastPricePerPerson" />
    <MoneyInput source="lateCheckoutPrice" />
    <InputGuesser source="position" />
    {translationsInput}
  </CatalogueEdit>
);

const PackageDealList = () => (
  <CatalogueList>
    <FieldGuesser source="name" />
    <ReferenceField source="location" reference="locations" />
    <SelectField source="period" choices={periodChoices} />
    <MoneyField source="pricePerPerson" />
    <BooleanField source="available" />
  </CatalogueList>
);

const PackageDealEdit = () => (
  <CatalogueEdit deletable={false}>
    {locationInput}
    <InputGuesser source="key" />
    <InputGuesser source="type" />
    <SelectInput source="period" choices={periodChoices} validate={required()} />
    <BooleanInput source="cateringPackage" />
    <BooleanInput source="includingHallRental" />
    <BooleanInput source="available" />
    <BooleanInput source="deleted" />
    <MoneyInput source="pricePerPerson" validate={required()} />
    <InputGuesser source="taxRateCode" />
    <InputGuesser source="minPax" />
    <InputGuesser source="maxPax" />
    <InputGuesser source="validFrom" />
    <InputGuesser source="validUntil" />
    <InputGuesser source="position" />
    {translationsInput}
  </CatalogueEdit>
);

const RoomTypeList = () => (
  <CatalogueList>
    <FieldGuesser source="code" />
    <ReferenceField source="location" reference="locations" />
    <MoneyField source="pricePerNight" />
    <MoneyField source="breakfastPricePerPerson" />
  </CatalogueList>
);

const LocationList = () => (
  <CatalogueList>
    <FieldGuesser source="name" />
    <FieldGuesser source="abbreviation" />
    <BooleanField source="available" />
  </CatalogueList>
);

const HallList = () => (
  <CatalogueList>
    <FieldGuesser source="name" />
    <ReferenceField source="location" reference="locations" />
    <FieldGuesser source="squareMeters" />
    <BooleanField source="available" />
  </CatalogueList>
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
  translationsInput,
];

const HallCreate = () => <CatalogueCreate>{hallInputs}</CatalogueCreate>;
const HallEdit = () => <CatalogueEdit>{hallInputs}</CatalogueEdit>;

const PartnerEdit = () => (
  <CatalogueEdit deletable={false}>
    <InputGuesser source="name" />
    <ColorInput source="partnerSettings.color" />
    <ColorInput source="partnerSettings.secondaryColor" />
    <TextInput source="contact.email" type="email" />
    <TextInput source="contact.phonenumber" type="tel" />
  </CatalogueEdit>
);

/**
 * A location's own fields; its nested settings, tax rates, event types and typed texts (disclaimers,
 * in `translations`) are kept as saved.
 */
const LocationEdit = () => (
  <CatalogueEdit>
    <GuessedScalarInputs />
  </CatalogueEdit>
);

/**
 * The catalogue's resources (spec §7) in menu order. The rest of each screen is what API Platform
 * Admin guesses from the Hydra documentation; references show the target's `name`.
 */
export const catalogueResources = [
  <ResourceGuesser
    show={CatalogueShow}
    key="locations"
    name="locations"
    list={LocationList}
    create={CatalogueCreate}
    edit={LocationEdit}
    recordRepresentation="name"
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="halls"
    name="halls"
    list={HallList}
    create={HallCreate}
    edit={HallEdit}
    recordRepresentation="name"
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="hall_emplacements"
    name="hall_emplacements"
    list={CatalogueList}
    create={LayoutCreate}
    edit={LayoutEdit}
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="hall_period_pricings"
    name="hall_period_pricings"
    list={PricingList}
    edit={PricingEdit}
    create={PricingCreate}
  />,
  <ResourceGuesser
    key="items"
    show={CatalogueShow}
    name="items"
    list={ItemList}
    edit={ItemEdit}
    recordRepresentation="name"
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="package_deals"
    name="package_deals"
    list={PackageDealList}
    edit={PackageDealEdit}
    recordRepresentation="name"
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="location_room_types"
    name="location_room_types"
    list={RoomTypeList}
    edit={RoomTypeEdit}
    recordRepresentation="code"
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="location_emplacements"
    name="location_emplacements"
    list={CatalogueList}
    create={CatalogueCreate}
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="promo_codes"
    name="promo_codes"
    list={CatalogueList}
    create={CatalogueCreate}
    edit={CatalogueEdit}
    recordRepresentation="code"
  />,
  <ResourceGuesser
    show={CatalogueShow}
    key="partners"
    name="partners"
    list={CatalogueList}
    edit={PartnerEdit}
    recordRepresentation="name"
  />,
  <ResourceGuesser
    key="emplacements"
    show={CatalogueShow}
    name="emplacements"
    list={CatalogueList}
    recordRepresentation="name"
  />,
];

/** The menu's resource names, in order. */
export const CATALOGUE_RESOURCE_NAMES = catalogueResources.map((resource) => resource.props.name as string);
