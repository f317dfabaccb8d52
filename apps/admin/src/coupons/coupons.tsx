/**
 * Coupons (role catalogue, decision 76): the list (searched by the start of a code or name, the
 * newsletter's personal coupons only when asked), making a coupon with its limits and dates
 * (core's rules checked by the API, refusals shown at their field), and disabling one. A coupon
 * is never edited: a changed offer is a new code.
 */

import type { AdminCoupon } from '@shop/contracts';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  FormDataConsumer,
  List,
  maxLength,
  minLength,
  minValue,
  NumberField,
  NumberInput,
  regex,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Button } from '../labelled-button.tsx';

const couponFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="personal" source="personal" />,
];

function DisableButton() {
  const record = useRecordContext<AdminCoupon>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.active) return null;
  return (
    <Button
      label="resources.coupons.disable"
      color="error"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'coupons',
          { id: record.id, data: { active: false }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('resources.coupons.disabled');
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    />
  );
}

export function CouponList() {
  return (
    <List filters={couponFilters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="code" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="kind" sortable={false} />
        <NumberField source="amount" sortable={false} />
        <NumberField source="min_subtotal" sortable={false} />
        <DateField source="from" showTime sortable={false} emptyText="—" />
        <DateField source="to" showTime sortable={false} emptyText="—" />
        <NumberField source="usage_limit" sortable={false} emptyText="—" />
        <NumberField source="times_used" sortable={false} />
        <BooleanField source="active" sortable={false} />
        <DisableButton />
      </Datagrid>
    </List>
  );
}

/** The amount means a percentage, euros, or nothing (free shipping): its help says which. */
function AmountInput({ kind }: { kind: string | undefined }) {
  const translate = useTranslate();
  if (kind === 'free_shipping') return null;
  return (
    <NumberInput
      source="amount"
      validate={[required(), minValue(0)]}
      helperText={translate(
        kind === 'percent' ? 'resources.coupons.amount_percent' : 'resources.coupons.amount_euros',
      )}
    />
  );
}

export function CouponCreate() {
  const translate = useTranslate();
  const kinds = ['percent', 'fixed', 'free_shipping'].map((kind) => ({
    id: kind,
    name: translate(`resources.coupons.kinds.${kind}`),
  }));
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ kind: 'percent', amount: 10, min_subtotal: 0 }}>
        <TextInput
          source="code"
          validate={[required(), minLength(3), maxLength(40), regex(/^[A-Za-z0-9_-]+$/)]}
          helperText={translate('resources.coupons.code_help')}
        />
        <TextInput source="name" validate={[required(), maxLength(120)]} />
        <SelectInput source="kind" choices={kinds} validate={required()} />
        <FormDataConsumer>
          {({ formData }) => <AmountInput kind={formData.kind} />}
        </FormDataConsumer>
        <NumberInput source="min_subtotal" validate={minValue(0)} />
        <DateTimeInput source="from" />
        <DateTimeInput source="to" />
        <NumberInput
          source="usage_limit"
          validate={minValue(1)}
          helperText={translate('resources.coupons.usage_limit_help')}
        />
      </SimpleForm>
    </Create>
  );
}
