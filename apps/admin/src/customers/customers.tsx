/**
 * Customers (role customer_service, decision 76): a prefix search over e-mail address and names,
 * paged by the API; a customer's page with their orders, reward points, wishlist and birth
 * lists, newsletter subscriptions; the privacy export as a JSON file; the customer group; and the
 * account's deletion after a confirmation (the account's own deletion, done by the API).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Confirm,
  Datagrid,
  DateField,
  Edit,
  EmailField,
  Labeled,
  List,
  ReferenceField,
  ReferenceInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Button } from '../labelled-button.tsx';
import { type CustomerRecord, downloadFrom } from '../people/data-provider.ts';

const customerFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function CustomerList() {
  return (
    // No list export: personal data leaves the shop only through the audited privacy export.
    <List
      filters={customerFilters}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <EmailField source="email" sortable={false} />
        <TextField source="firstname" sortable={false} />
        <TextField source="lastname" sortable={false} />
        {/* The group by its name (the number means nothing to an operator). */}
        <ReferenceField source="group_id" reference="customer-groups" link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <TextField source="store_code" sortable={false} />
        <DateField source="created_at" sortable={false} />
      </Datagrid>
    </List>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the shop has of the customer: orders, points, lists, newsletter. */
function CustomerSummary() {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  if (!record?.orders) return null;
  const t = (key: string, options?: object) => translate(`resources.customers.${key}`, options);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {record.firstname} {record.lastname} ({record.email})
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('points', { points: record.reward_points })} ·{' '}
          {t('wishlist', { items: record.wishlist_items })} ·{' '}
          {t('newsletter', {
            list:
              record.newsletter.map((row) => `${row.store_code}: ${row.status}`).join(', ') ||
              t('none'),
          })}
        </Typography>
        <Section title={t('orders_title', { count: record.order_count })}>
          {record.orders.length === 0 ? (
            <Typography>{t('no_orders')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('orders_title', { count: record.order_count })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('order.number')}</TableCell>
                    <TableCell>{t('order.date')}</TableCell>
                    <TableCell>{t('order.status')}</TableCell>
                    <TableCell>{t('order.payment')}</TableCell>
                    <TableCell align="right">{t('order.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {record.orders.map((order) => (
                    <TableRow key={order.increment_id}>
                      <TableCell>{order.increment_id}</TableCell>
                      <TableCell>{new Date(order.created_at).toLocaleString()}</TableCell>
                      <TableCell>{order.status}</TableCell>
                      <TableCell>{order.payment_status}</TableCell>
                      <TableCell align="right">
                        {order.grand_total.toFixed(2)} {order.currency}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Section>
        <Section title={t('birth_lists')}>
          {record.birth_lists.length === 0 ? (
            <Typography>{t('none')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {record.birth_lists.map((list) => (
                <li key={list.id}>
                  {list.display_name} ({list.url_key}): {t('list_items', { items: list.items })}
                  {list.active ? '' : ` · ${t('inactive')}`}
                </li>
              ))}
            </Box>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}

/** The privacy export: everything the shop keeps of the customer, as a JSON file. */
function ExportButton() {
  const record = useRecordContext<CustomerRecord>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  return (
    <Button
      label="resources.customers.export"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFrom(
            `/admin/customers/${record.id}/export`,
            {},
            `customer-${record.id}.json`,
          );
          notify('resources.customers.exported');
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon />
    </Button>
  );
}

/** Deletes the account as its owner would, after the operator confirms it. */
function DeleteCustomerButton() {
  const record = useRecordContext<CustomerRecord>();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Button
        label="resources.customers.delete"
        // Contained: the error red as text on the toolbar's grey is below 4.5:1, white on it is not.
        variant="contained"
        color="error"
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('resources.customers.delete_title', { email: record.email })}
        content={translate('resources.customers.delete_text')}
        confirm="resources.customers.delete"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove(
            'customers',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('resources.customers.deleted');
                redirect('list', 'customers');
              },
              onError: (error) => {
                setOpen(false);
                notify((error as Error).message, { type: 'error' });
              },
            },
          )
        }
      />
    </>
  );
}

function CustomerToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="resources.customers.save_group" />
      <ExportButton />
      <DeleteCustomerButton />
    </Toolbar>
  );
}

/** A customer's page: their details, the group (the one thing changed here) and what they have. */
export function CustomerEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<CustomerToolbar />}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="store_code" />
        </Labeled>
        <Labeled>
          <BooleanField source="email_confirmed" />
        </Labeled>
        <Labeled>
          <DateField source="created_at" showTime />
        </Labeled>
        <ReferenceInput source="group_id" reference="customer-groups" filter={{ assignable: true }}>
          <SelectInput
            optionText="name"
            validate={required()}
            helperText={translate('resources.customers.group_help')}
          />
        </ReferenceInput>
      </SimpleForm>
      <CustomerSummary />
    </Edit>
  );
}
