/** The returns shoppers announced (role orders_returns), newest first, by state or order. */
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RETURN_STATES } from '../orders/statuses.ts';

const filters = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    choices={RETURN_STATES.map((state) => ({
      id: state,
      name: `shop.orderadmin.return_states.${state}`,
    }))}
  />,
  <TextInput key="order_number" source="order_number" alwaysOn />,
];

export function ReturnList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="return_number" sortable={false} />
        <TextField source="order_number" sortable={false} />
        <DateField source="created_at" showTime sortable={false} />
        <FunctionField
          source="state"
          sortable={false}
          render={(record) => translate(`shop.orderadmin.return_states.${record.state}`)}
        />
        <TextField source="reason" sortable={false} />
      </Datagrid>
    </List>
  );
}
