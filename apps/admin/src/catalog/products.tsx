/**
 * The products (role catalogue): a list searched on sku or name, filtered on status and
 * category, sorted and paged by the API (docs/catalog-import.md), a phone's narrow screen showing
 * each product as one line; and the edit of one product through the edit call: texts in Dutch
 * and German, status, categories, price, special price with its window, tier prices, stock and
 * EAN. A value the API refuses is shown next to its field.
 */
import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  Datagrid,
  DateField,
  DateInput,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { ProductForm } from './mappings.ts';

const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** Whole cents as the shop writes a price. */
const priceOf = (cents: number | null) => (cents === null ? '' : money.format(cents / 100));

function useStatusChoices() {
  const translate = useTranslate();
  return [
    { id: 1, name: translate('resources.products.enabled') },
    { id: 2, name: translate('resources.products.disabled') },
  ];
}

function ProductFilters() {
  const statuses = useStatusChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
    <ReferenceInput key="category_id" source="category_id" reference="categories" perPage={50}>
      <AutocompleteInput optionText="label" filterToQuery={searchCategories} />
    </ReferenceInput>,
  ];
}

interface Row {
  id: string;
  sku: string;
  name: string;
  status: number;
  price: number;
  special_price: number | null;
  qty: number | null;
}

export function ProductList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const statusOf = (status: number) =>
    translate(status === 2 ? 'resources.products.disabled' : 'resources.products.enabled');
  return (
    <List filters={ProductFilters()} sort={{ field: 'sku', order: 'ASC' }} perPage={25}>
      {narrow ? (
        <SimpleList<Row>
          primaryText={(row) => row.name}
          secondaryText={(row) => `${row.sku} · ${priceOf(row.price)} · ${statusOf(row.status)}`}
          tertiaryText={(row) => (row.qty === null ? '' : String(row.qty))}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="sku" />
          <TextField source="name" />
          <TextField source="type_id" sortable={false} />
          <FunctionField<Row>
            source="status"
            sortable={false}
            render={(row) => statusOf(row.status)}
          />
          <FunctionField<Row> source="price" render={(row) => priceOf(row.price)} />
          <FunctionField<Row>
            source="special_price"
            sortable={false}
            render={(row) => priceOf(row.special_price)}
          />
          <NumberField source="qty" />
          <DateField source="updated_at" showTime />
        </Datagrid>
      )}
    </List>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The categories' search: the typed words, each found in a category's path of names. */
const searchCategories = (text: string) => ({ q: text });

function ProductTitle() {
  const translate = useTranslate();
  return <span>{translate('resources.products.edit_title')}</span>;
}

export function ProductEdit() {
  const statuses = useStatusChoices();
  const wide = { minWidth: { xs: '100%', sm: 320 } };
  return (
    <Edit<ProductForm> mutationMode="pessimistic" title={<ProductTitle />} redirect={false}>
      <SimpleForm>
        <Section title="resources.products.sections.texts">
          <TextInput source="sku" disabled sx={wide} />
          <SelectInput source="status" choices={statuses} validate={required()} sx={wide} />
        </Section>
        <Section title="resources.products.sections.texts_nl">
          <TextInput source="name.nl" validate={required()} sx={wide} />
          <TextInput source="short_description.nl" multiline fullWidth />
          <TextInput source="description.nl" multiline fullWidth />
        </Section>
        <Section title="resources.products.sections.texts_de">
          <TextInput source="name.de" validate={required()} sx={wide} />
          <TextInput source="short_description.de" multiline fullWidth />
          <TextInput source="description.de" multiline fullWidth />
        </Section>
        <Section title="resources.products.sections.prices">
          <NumberInput source="price" min={0} step={0.01} validate={required()} />
          <NumberInput source="special_price" min={0} step={0.01} />
          <DateInput source="special_from" />
          <DateInput source="special_to" />
        </Section>
        <ArrayInput source="tier_prices">
          <SimpleFormIterator inline disableReordering>
            <ReferenceInput source="customer_group_id" reference="customer-groups">
              <SelectInput optionText="name" validate={required()} />
            </ReferenceInput>
            <NumberInput source="qty" min={1} step={1} validate={required()} />
            <NumberInput source="value" min={0} step={0.01} validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
        <Section title="resources.products.sections.stock">
          <NumberInput source="stock.qty" min={0} step={1} validate={required()} />
          <BooleanInput source="stock.is_in_stock" />
          <BooleanInput source="stock.manage_stock" />
        </Section>
        <Section title="resources.products.sections.catalogue">
          <ReferenceArrayInput source="category_ids" reference="categories" perPage={50}>
            <AutocompleteArrayInput
              optionText="label"
              filterToQuery={searchCategories}
              helperText="resources.products.categories_help"
              sx={{ minWidth: { xs: '100%', sm: 480 } }}
            />
          </ReferenceArrayInput>
          <TextInput source="ean" sx={wide} />
        </Section>
      </SimpleForm>
    </Edit>
  );
}
