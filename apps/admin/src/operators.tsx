/**
 * The operators (role owner): a list with search and filters, making an operator (its TOTP
 * secret shown once, right after), changing name, roles and password, and disabling or enabling
 * one. The API keeps the shop's last enabled owner (409 operator.last_owner, shown as such).
 */
import { Alert, Box, Card, CardContent, Button as MuiButton, Typography } from '@mui/material';
import type { Operator } from '@shop/contracts';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  email,
  FunctionField,
  List,
  minLength,
  NullableBooleanInput,
  PasswordInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Button } from './labelled-button.tsx';

const ROLES = ['owner', 'catalogue', 'orders_returns', 'customer_service', 'content_reviews'];

function useRoleChoices() {
  const translate = useTranslate();
  return ROLES.map((role) => ({ id: role, name: translate(`shop.roles.${role}`) }));
}

function OperatorFilters() {
  const roles = useRoleChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role" source="role" choices={roles} alwaysOn />,
    <NullableBooleanInput key="enabled" source="enabled" />,
  ];
}

function RolesField() {
  const record = useRecordContext<Operator>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.roles.map((role) => translate(`shop.roles.${role}`)).join(', ')}</span>;
}

/** Disables an enabled operator and enables a disabled one (PATCH enabled). */
function EnableToggle() {
  const record = useRecordContext<Operator>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const next = !record.enabled;
  return (
    <Button
      label={next ? 'resources.operators.enable' : 'resources.operators.disable'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'operators',
          { id: record.id, data: { enabled: next }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(next ? 'resources.operators.enabled' : 'resources.operators.disabled');
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    />
  );
}

export function OperatorList() {
  return (
    <List filters={OperatorFilters()} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField source="roles" sortable={false} render={() => <RolesField />} />
        <BooleanField source="enabled" />
        <DateField source="created_at" showTime />
        <EditButton />
        <EnableToggle />
      </Datagrid>
    </List>
  );
}

const validatePassword = [minLength(12)];

export function OperatorEdit() {
  const roles = useRoleChoices();
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="name" validate={required()} />
        <CheckboxGroupInput source="roles" choices={roles} validate={required()} />
        <BooleanInput source="enabled" />
        <PasswordInput
          source="password"
          validate={validatePassword}
          helperText={translate('resources.operators.password_help')}
          autoComplete="new-password"
        />
      </SimpleForm>
    </Edit>
  );
}

interface Created extends Operator {
  totp: { secret: string; uri: string };
}

export function OperatorCreate() {
  const roles = useRoleChoices();
  const translate = useTranslate();
  // Paths under the back office's base (/admin), as react-admin's own links make them.
  const createPath = useCreatePath();
  const [created, setCreated] = useState<Created | null>(null);
  if (created) {
    return (
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h1" variant="h5">
            {translate('resources.operators.created_title')}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {created.name} ({created.email})
          </Typography>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('resources.operators.secret_help')}
          </Alert>
          <Box component="dl" sx={{ mt: 2 }}>
            <Typography component="dt" variant="subtitle2">
              {translate('resources.operators.secret')}
            </Typography>
            <Typography
              component="dd"
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', m: 0, mb: 1 }}
            >
              {created.totp.secret}
            </Typography>
            <Typography component="dt" variant="subtitle2">
              {translate('resources.operators.uri')}
            </Typography>
            <Typography
              component="dd"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', m: 0 }}
            >
              {created.totp.uri}
            </Typography>
          </Box>
          <MuiButton
            component={Link}
            to={createPath({ resource: 'operators', type: 'list' })}
            sx={{ mt: 2 }}
          >
            {translate('resources.operators.back_to_list')}
          </MuiButton>
        </CardContent>
      </Card>
    );
  }
  return (
    <Create redirect={false} mutationOptions={{ onSuccess: (data: Created) => setCreated(data) }}>
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <PasswordInput
          source="password"
          validate={[required(), minLength(12)]}
          autoComplete="new-password"
        />
        <CheckboxGroupInput source="roles" choices={roles} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
