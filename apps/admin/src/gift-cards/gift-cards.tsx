/**
 * Gift cards (role customer_service, decision 76). Cards are never listed: their code is the
 * card, so customer service finds one by the code a customer reads out (sent in a body). A card
 * of an amount is issued with its code shown once; a card's page shows its balance history and
 * blocks (lost or stolen) or unblocks it.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  Button as MuiButton,
  TextField as MuiTextField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  Create,
  Labeled,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Button } from '../labelled-button.tsx';
import { findGiftCard, type GiftCardRecord } from '../people/data-provider.ts';

const STORE_VIEWS = [
  { id: 'nl', name: 'nl' },
  { id: 'de', name: 'de' },
];

/** The gift cards' first screen: find a card by its code, or issue a new one. */
export function GiftCardFind() {
  const translate = useTranslate();
  // Paths under the back office's base (/admin), as react-admin's own links make them.
  const createPath = useCreatePath();
  const redirect = useRedirect();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const card = await findGiftCard(code);
      redirect('show', 'gift-cards', card.id);
    } catch (error) {
      setProblem(translate((error as Error).message, { _: (error as Error).message }));
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5">
          {translate('resources.gift-cards.name', { smart_count: 2 })}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}
        >
          <MuiTextField
            label={translate('resources.gift-cards.find_code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            error={problem !== null}
            helperText={problem ?? translate('resources.gift-cards.find_help')}
            autoComplete="off"
            sx={{ minWidth: 260 }}
          />
          <MuiButton type="submit" variant="contained" sx={{ alignSelf: 'flex-start', mt: 1 }}>
            {translate('resources.gift-cards.find')}
          </MuiButton>
        </Box>
        <MuiButton
          component={Link}
          to={createPath({ resource: 'gift-cards', type: 'create' })}
          sx={{ mt: 2 }}
        >
          {translate('resources.gift-cards.issue')}
        </MuiButton>
      </CardContent>
    </Card>
  );
}

export function GiftCardCreate() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [issued, setIssued] = useState<GiftCardRecord | null>(null);
  if (issued) {
    return (
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h1" variant="h5">
            {translate('resources.gift-cards.issued_title')}
          </Typography>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('resources.gift-cards.code_help')}
          </Alert>
          <Typography
            data-testid="gift-card-code"
            sx={{ fontFamily: 'monospace', fontSize: '1.25rem', mt: 2 }}
          >
            {issued.issued_code}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {issued.balance.toFixed(2)} {issued.currency}
          </Typography>
          <MuiButton
            component={Link}
            to={createPath({ resource: 'gift-cards', type: 'show', id: issued.id })}
            sx={{ mt: 2 }}
          >
            {translate('resources.gift-cards.open_card')}
          </MuiButton>
        </CardContent>
      </Card>
    );
  }
  return (
    <Create
      redirect={false}
      mutationOptions={{ onSuccess: (data: GiftCardRecord) => setIssued(data) }}
    >
      <SimpleForm defaultValues={{ store_code: 'nl' }}>
        <NumberInput
          source="amount"
          step={0.01}
          validate={[required(), minValue(0.01), maxValue(1000)]}
          helperText={translate('resources.gift-cards.amount_help')}
        />
        <SelectInput source="store_code" choices={STORE_VIEWS} validate={required()} />
        <TextInput source="recipient_name" />
        <TextInput source="message" multiline />
      </SimpleForm>
    </Create>
  );
}

/** Blocks an unblocked card and unblocks a blocked one. */
function BlockButton() {
  const record = useRecordContext<GiftCardRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const next = !record.blocked;
  return (
    <Button
      label={next ? 'resources.gift-cards.block' : 'resources.gift-cards.unblock'}
      color={next ? 'error' : 'primary'}
      disabled={isPending}
      onClick={() =>
        update(
          'gift-cards',
          { id: record.id, data: { blocked: next }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(next ? 'resources.gift-cards.blocked_done' : 'resources.gift-cards.unblocked');
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}

function History() {
  const record = useRecordContext<GiftCardRecord>();
  const translate = useTranslate();
  if (!record?.history) return null;
  const t = (key: string) => translate(`resources.gift-cards.history.${key}`);
  return (
    <Box component="section" sx={{ overflowX: 'auto' }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('at')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell>{t('order')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell align="right">{t('balance_after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.history.map((row) => (
            <TableRow key={`${row.at}-${row.kind}-${row.order_number ?? ''}-${row.balance_after}`}>
              <TableCell>{new Date(row.at).toLocaleString()}</TableCell>
              <TableCell>{t(row.kind)}</TableCell>
              <TableCell>{row.order_number ?? ''}</TableCell>
              <TableCell align="right">{row.amount.toFixed(2)}</TableCell>
              <TableCell align="right">{row.balance_after.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function BlockedState() {
  const record = useRecordContext<GiftCardRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography data-testid="gift-card-state">
      {translate(
        record.blocked ? 'resources.gift-cards.state_blocked' : 'resources.gift-cards.state_open',
      )}
    </Typography>
  );
}

export function GiftCardShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <BlockButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="balance" />
        <TextField source="initial_value" />
        <TextField source="currency" />
        <TextField source="expires_at" />
        <Labeled label="resources.gift-cards.fields.blocked">
          <BlockedState />
        </Labeled>
        <TextField source="order_number" emptyText="—" />
        <TextField source="recipient_name" emptyText="—" />
        <History />
      </SimpleShowLayout>
    </Show>
  );
}
