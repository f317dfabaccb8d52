/**
 * Stores (role owner, decision 76): the list, and per store its opening hours per weekday
 * ('HH:MM-HH:MM' as core's parseDayHours reads it; an empty day is closed) and whether shoppers
 * may pick up there. Hours the API cannot read are refused at their day. A store's screen has a
 * second tab with its shelf stock (decision 86).
 */

import { Tab, Tabs, Typography } from '@mui/material';
import type { AdminStore } from '@shop/contracts';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  regex,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { StoreStock } from './store-stock.tsx';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const HOURS = regex(/^\s*(\d{2}:\d{2}-\d{2}:\d{2})?\s*$/, 'resources.stores.hours_format');

export function StoreList() {
  const translate = useTranslate();
  return (
    <List perPage={50} pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <TextField source="city" sortable={false} />
        <TextField source="country_id" sortable={false} />
        <BooleanField source="is_pickup_location" sortable={false} />
        <FunctionField<AdminStore>
          source="opening_hours"
          sortable={false}
          render={(store) =>
            DAYS.map(
              (day) =>
                `${translate(`resources.stores.days.${day}`)} ${store.opening_hours[day] ?? translate('resources.stores.closed')}`,
            ).join(' · ')
          }
        />
      </Datagrid>
    </List>
  );
}

export function StoreEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <StoreTabs />
    </Edit>
  );
}

const TABS = ['details', 'stock'] as const;

/** The store's two sections as tabs (arrow keys move between them, as the tab pattern has it). */
function StoreTabs() {
  const translate = useTranslate();
  const store = useRecordContext<AdminStore & { id: string }>();
  const [tab, setTab] = useState<(typeof TABS)[number]>('details');
  if (!store) return null;
  return (
    <>
      {/* The page's heading: the tabs' own headings (the Stock tab's h2) sit below it. */}
      <Typography component="h1" variant="h5" sx={{ px: 2, pt: 2 }}>
        {store.name}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: (typeof TABS)[number]) => setTab(next)}
        aria-label={translate('resources.stores.tabs')}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`resources.stores.tab_${name}`)}
            id={`store-tab-${name}`}
            aria-controls={`store-panel-${name}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id="store-panel-details"
        aria-labelledby="store-tab-details"
        hidden={tab !== 'details'}
      >
        {tab === 'details' ? <StoreForm /> : null}
      </div>
      <div
        role="tabpanel"
        id="store-panel-stock"
        aria-labelledby="store-tab-stock"
        hidden={tab !== 'stock'}
      >
        {tab === 'stock' ? <StoreStock code={store.code} /> : null}
      </div>
    </>
  );
}

function StoreForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <TextInput source="name" disabled />
      <BooleanInput source="is_pickup_location" />
      {DAYS.map((day) => (
        <TextInput
          key={day}
          source={`opening_hours.${day}`}
          label={translate(`resources.stores.days_long.${day}`)}
          validate={HOURS}
          helperText={translate('resources.stores.hours_help')}
        />
      ))}
    </SimpleForm>
  );
}
