/**
 * The orders (role orders_returns): a search by number, e-mail or name and filters by status,
 * payment, days, store view, shipping method and pick-up store, sorted and paged by the API, so
 * a table of 100,000 orders loads one page at a time.
 */
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { money } from './format.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, STORE_CODES } from './statuses.ts';

function filters(translate: (key: string) => string) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('shop.orderadmin.search')} />,
    <SelectInput
      key="status"
      source="status"
      choices={ORDER_STATUSES.map((status) => ({ id: status, name: status }))}
    />,
    <SelectInput
      key="payment_status"
      source="payment_status"
      choices={PAYMENT_STATUSES.map((status) => ({
        id: status,
        name: `shop.orderadmin.payment.${status}`,
      }))}
    />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
    <SelectInput
      key="store_code"
      source="store_code"
      choices={STORE_CODES.map((code) => ({ id: code, name: code }))}
    />,
    <TextInput key="shipping_method" source="shipping_method" />,
    <TextInput key="pickup_store" source="pickup_store" />,
  ];
}

export function OrderList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List
      filters={filters(translate)}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="increment_id" />
        <DateField source="created_at" showTime />
        <TextField source="customer_name" sortable={false} />
        <TextField source="customer_email" sortable={false} />
        <TextField source="status" sortable={false} />
        <FunctionField
          source="payment_status"
          sortable={false}
          render={(record) => translate(`shop.orderadmin.payment.${record.payment_status}`)}
        />
        <TextField source="store_code" sortable={false} />
        <FunctionField
          source="grand_total"
          textAlign="right"
          render={(record) => money(record.grand_total, locale, record.currency)}
        />
        <FunctionField
          source="refunded_amount"
          textAlign="right"
          sortable={false}
          render={(record) =>
            record.refunded_amount > 0 ? money(record.refunded_amount, locale, record.currency) : ''
          }
        />
      </Datagrid>
    </List>
  );
}
