/**
 * One return (role orders_returns): its lines and reasons, and the steps its state allows
 * (core's canChangeReturnState): an announced return is received or rejected, a received one
 * refunded (through the order's refund of its units, with a request_key) or rejected with a
 * reason. A refused call is shown in words.
 */
import {
  Box,
  TextField as MuiTextField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminReturn } from '@shop/contracts';
import { nextReturnStates, RETURN_STATES, type ReturnState } from '@shop/core';
import { useState } from 'react';
import {
  Link,
  Show,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Button } from '../labelled-button.tsx';
import { ActionDialog } from '../orders/action-dialog.tsx';
import { newRequestKey, refusalText, when } from '../orders/format.ts';
import { returnCalls } from '../orders/order-data.ts';

type ReturnRecord = AdminReturn & { id: string };

export function ReturnShow() {
  return (
    <Show actions={false}>
      <ReturnDetail />
    </Show>
  );
}

const STEP_OF_STATE = { received: 'receive', refunded: 'refund', rejected: 'reject' } as const;

/** The steps a return in this state may take: core's next states, each as its call. */
function returnStepsOf(state: string): ('receive' | 'refund' | 'reject')[] {
  const known = RETURN_STATES.find((name) => name === state);
  if (!known) return [];
  return nextReturnStates(known as ReturnState).flatMap((next) =>
    next in STEP_OF_STATE ? [STEP_OF_STATE[next as keyof typeof STEP_OF_STATE]] : [],
  );
}

function ReturnDetail() {
  const row = useRecordContext<ReturnRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<null | 'refund' | 'reject'>(null);
  const [reason, setReason] = useState('');
  const [requestKey, setRequestKey] = useState('');
  if (!row) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`shop.orderadmin.${key}`, options);
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notify(`shop.orderadmin.done.${done}`, { type: 'success' });
      setOpen(null);
      refresh();
    } catch (error) {
      notify(refusalText(error, translate), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
    }
  };
  const steps = returnStepsOf(row.state);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5">
        {t('return_title', { number: row.return_number })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('order')}</dt>
        <dd>
          <Link to={`/orders/${encodeURIComponent(row.order_number)}/show`}>
            {row.order_number}
          </Link>
        </dd>
        <dt>{t('return_state')}</dt>
        <dd data-field="state">{t(`return_states.${row.state}`)}</dd>
        <dt>{t('announced')}</dt>
        <dd>{when(row.created_at, locale)}</dd>
        <dt>{t('reason')}</dt>
        <dd>{row.reason}</dd>
        <dt>{t('comment')}</dt>
        <dd>{row.comment}</dd>
        {row.reject_reason && (
          <>
            <dt>{t('reject_reason')}</dt>
            <dd>{row.reject_reason}</dd>
          </>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" aria-label={t('lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sku')}</TableCell>
              <TableCell>{t('product')}</TableCell>
              <TableCell align="right">{t('qty')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {row.lines.map((line) => (
              <TableRow key={line.item_id}>
                <TableCell>{line.sku}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.qty}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {steps.length > 0 && (
        <Box
          component="section"
          aria-label={t('actions')}
          sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {steps.includes('receive') && (
            <Button
              variant="contained"
              label="shop.orderadmin.steps.receive"
              disabled={busy}
              onClick={() => run(() => returnCalls.receive(row.id), 'receive')}
            />
          )}
          {steps.includes('refund') && (
            <Button
              variant="contained"
              label="shop.orderadmin.steps.refund_return"
              disabled={busy}
              onClick={() => {
                setRequestKey(newRequestKey());
                setOpen('refund');
              }}
            />
          )}
          {steps.includes('reject') && (
            <Button
              variant="outlined"
              color="error"
              label="shop.orderadmin.steps.reject"
              disabled={busy}
              onClick={() => setOpen('reject')}
            />
          )}
        </Box>
      )}
      <ActionDialog
        open={open === 'refund'}
        title={t('steps.refund_return')}
        confirm={t('steps.refund_return')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={() => run(() => returnCalls.refund(row.id, requestKey), 'refund')}
      >
        <Typography>{t('refund_return_help')}</Typography>
      </ActionDialog>
      <ActionDialog
        open={open === 'reject'}
        title={t('steps.reject')}
        confirm={t('steps.reject')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={() => run(() => returnCalls.reject(row.id, reason), 'reject')}
      >
        <MuiTextField
          label={t('reject_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          multiline
          margin="dense"
          autoFocus
        />
      </ActionDialog>
    </Box>
  );
}
