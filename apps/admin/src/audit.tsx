/**
 * The audit log (role owner): who changed what and when, newest first, filtered and paged by the
 * API; a row opens to show the item before and after the change.
 */
import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '@shop/contracts';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateTimeInput,
  List,
  Pagination,
  ReferenceInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="entity_type" source="entity_type" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" />,
  <ReferenceInput key="operator_id" source="operator_id" reference="operators">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <DateTimeInput key="from" source="from" />,
  <DateTimeInput key="to" source="to" />,
];

function BeforeAfter() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const show = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <Box>
        <Typography component="h3" variant="subtitle2">
          {translate('resources.audit.fields.before')}
        </Typography>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
          {show(record.before)}
        </Box>
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle2">
          {translate('resources.audit.fields.after')}
        </Typography>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
          {show(record.after)}
        </Box>
      </Box>
    </Box>
  );
}

export function AuditList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      // The log grows without end: it is read page by page, never exported whole.
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100, 200]} />}
    >
      <Datagrid rowClick="expand" expand={<BeforeAfter />} bulkActionButtons={false}>
        <DateField source="at" showTime sortable={false} />
        <TextField source="actor" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="entity_type" sortable={false} />
        <TextField source="entity_id" sortable={false} />
      </Datagrid>
    </List>
  );
}
