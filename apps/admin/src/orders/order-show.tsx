/**
 * One order (role orders_returns): its figures, lines, addresses, payments and the provider's
 * pushes, refunds, mails, returns and audit trail, and the steps core's rules allow it now (the
 * API's next_steps): only those get a button. Paying back (in full, or units per line) and
 * canceling carry a request_key made when the operator starts the action, so a retried click
 * pays once. A refused call is shown in words and changes nothing on the screen.
 */
import {
  Box,
  Card,
  CardContent,
  TextField as MuiTextField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminOrderDetail } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import {
  Show,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Button } from '../labelled-button.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { money, newRequestKey, refusalText, when } from './format.ts';
import { orderCalls, refundLinesOf } from './order-data.ts';

type OrderRecord = AdminOrderDetail & { id: string };

export function OrderShow() {
  return (
    <Show actions={false}>
      <OrderDetail />
    </Show>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2 }} variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" id={id} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A table that scrolls on its own on a narrow screen instead of widening the page. */
function Wide({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }} role="region" aria-label={label} tabIndex={0}>
      <Table size="small">{children}</Table>
    </Box>
  );
}

function OrderDetail() {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Opened from the list, react-admin first shows the list's row (a summary without lines,
  // payments or steps) until the detail arrives: wait for the detail.
  if (!order || !Array.isArray(order.lines)) {
    return <Typography sx={{ p: 2 }}>{translate('ra.page.loading')}</Typography>;
  }
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`shop.orderadmin.${key}`, options);
  const cur = (cents: number) => money(cents, locale, order.currency);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5">
        {t('title', { number: order.increment_id })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('status')}</dt>
        <dd data-field="status">{order.status}</dd>
        <dt>{t('payment_status')}</dt>
        <dd data-field="payment_status">{t(`payment.${order.payment_status}`)}</dd>
        <dt>{t('placed')}</dt>
        <dd>{when(order.created_at, locale)}</dd>
        <dt>{t('customer')}</dt>
        <dd>
          {order.customer_name} ({order.customer_email})
        </dd>
        <dt>{t('store_view')}</dt>
        <dd>{order.store_code}</dd>
        <dt>{t('shipping')}</dt>
        <dd>{order.pickup_store ?? order.shipping_method ?? ''}</dd>
        <dt>{t('grand_total')}</dt>
        <dd>{cur(order.grand_total)}</dd>
        <dt>{t('refunded')}</dt>
        <dd data-field="refunded_amount">{cur(order.refunded_amount)}</dd>
        {order.shipment && (
          <>
            <dt>{t('shipment')}</dt>
            <dd data-field="shipment">
              {order.shipment.carrier} {order.shipment.tracking_number}
            </dd>
          </>
        )}
      </Box>
      <OrderActions order={order} />
      <Lines order={order} />
      <Section id="order-addresses" title={t('addresses')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <Address title={t('billing_address')} address={order.billing_address} />
          <Address title={t('shipping_address')} address={order.shipping_address} />
        </Box>
      </Section>
      <Section id="order-payments" title={t('payments')}>
        {order.payments.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <Wide label={t('payments')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('method')}</TableCell>
                <TableCell>{t('payment_status')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell>{t('transaction')}</TableCell>
                <TableCell>{t('changed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>
                    {payment.provider} {payment.method}
                  </TableCell>
                  <TableCell>
                    {payment.status}
                    {payment.status_code === null ? '' : ` (${payment.status_code})`}
                  </TableCell>
                  <TableCell align="right">{cur(payment.amount)}</TableCell>
                  <TableCell>{payment.transaction_key ?? ''}</TableCell>
                  <TableCell>{when(payment.updated_at, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Wide>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
          {t('pushes')}
        </Typography>
        {order.payment_pushes.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <Wide label={t('pushes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('received')}</TableCell>
                <TableCell>{t('transaction')}</TableCell>
                <TableCell>{t('code')}</TableCell>
                <TableCell>{t('verdict')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.payment_pushes.map((push) => (
                <TableRow key={`${push.transaction_key}-${push.received_at}`}>
                  <TableCell>{when(push.received_at, locale)}</TableCell>
                  <TableCell>{push.transaction_key}</TableCell>
                  <TableCell>{push.status_code}</TableCell>
                  <TableCell>{t(`verdicts.${push.verdict}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Wide>
        )}
      </Section>
      <Section id="order-refunds" title={t('refunds')}>
        {order.refunds.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <Wide label={t('refunds')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('started')}</TableCell>
                <TableCell>{t('kind')}</TableCell>
                <TableCell>{t('refund_state')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell>{t('message')}</TableCell>
                <TableCell>{t('settle')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.refunds.map((refund) => (
                <TableRow key={refund.id} data-refund-state={refund.state}>
                  <TableCell>{when(refund.created_at, locale)}</TableCell>
                  <TableCell>
                    {t(`refund_kinds.${refund.kind}`)}
                    {refund.return_number ? ` (${refund.return_number})` : ''}
                  </TableCell>
                  <TableCell>{t(`refund_states.${refund.state}`)}</TableCell>
                  <TableCell align="right">{cur(refund.amount)}</TableCell>
                  <TableCell>{refund.message ?? ''}</TableCell>
                  <TableCell>
                    {refund.state === 'pending' && (
                      <SettleRefund orderNumber={order.id} refundId={refund.id} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Wide>
        )}
      </Section>
      <Section id="order-mails" title={t('mails')}>
        {order.mails.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <Wide label={t('mails')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('kind')}</TableCell>
                <TableCell>{t('recipient')}</TableCell>
                <TableCell>{t('mail_status')}</TableCell>
                <TableCell>{t('sent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.mails.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell>{mail.kind}</TableCell>
                  <TableCell>{mail.recipient}</TableCell>
                  <TableCell>{mail.status}</TableCell>
                  <TableCell>{when(mail.sent_at, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Wide>
        )}
      </Section>
      <Section id="order-returns" title={t('returns')}>
        {order.returns.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <ul>
            {order.returns.map((row) => (
              <li key={row.return_number}>
                <a href={`/admin/returns/${encodeURIComponent(row.return_number)}/show`}>
                  {row.return_number}
                </a>{' '}
                {translate(`shop.orderadmin.return_states.${row.state}`)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="order-audit" title={t('audit')}>
        {order.audit.length === 0 ? (
          <Typography>{t('none')}</Typography>
        ) : (
          <Wide label={t('audit')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('at')}</TableCell>
                <TableCell>{t('actor')}</TableCell>
                <TableCell>{t('action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.audit.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{when(entry.at, locale)}</TableCell>
                  <TableCell>{entry.actor}</TableCell>
                  <TableCell>{entry.action}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Wide>
        )}
      </Section>
    </Box>
  );
}

function Address({ title, address }: { title: string; address: Record<string, unknown> | null }) {
  const translate = useTranslate();
  const text = (name: string) => {
    const value = address?.[name];
    if (Array.isArray(value)) return value.join(' ');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return (
    <Box>
      <Typography component="h3" variant="subtitle1">
        {title}
      </Typography>
      {address ? (
        <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {[
            `${text('firstname')} ${text('lastname')}`.trim(),
            text('company'),
            text('street'),
            `${text('postcode')} ${text('city')}`.trim(),
            text('country_id'),
            text('telephone'),
          ]
            .filter((line) => line !== '')
            .join('\n')}
        </Typography>
      ) : (
        <Typography>{translate('shop.orderadmin.none')}</Typography>
      )}
    </Box>
  );
}

/** Runs one call of the order; on success tells and reloads the order, else says why not. */
function useOrderCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      notify(`shop.orderadmin.done.${done}`, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(refusalText(error, translate), { type: 'error', multiLine: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function OrderActions({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const { run, busy } = useOrderCall();
  const [open, setOpen] = useState<null | 'ship' | 'cancel' | 'refund_full'>(null);
  const [requestKey, setRequestKey] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const steps = new Set(order.next_steps);
  const start = (which: 'ship' | 'cancel' | 'refund_full') => {
    setRequestKey(newRequestKey());
    setOpen(which);
  };
  const t = (key: string) => translate(`shop.orderadmin.${key}`);
  if (steps.size === 0) {
    return <Typography sx={{ mt: 2 }}>{t('no_steps')}</Typography>;
  }
  return (
    <Box
      component="section"
      aria-label={t('actions')}
      sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      {steps.has('ready_for_pickup') && (
        <Button
          variant="contained"
          label="shop.orderadmin.steps.ready_for_pickup"
          disabled={busy}
          onClick={() => run(() => orderCalls.readyForPickup(order.id), 'ready_for_pickup')}
        />
      )}
      {steps.has('ship') && (
        <Button
          variant="contained"
          label="shop.orderadmin.steps.ship"
          disabled={busy}
          onClick={() => start('ship')}
        />
      )}
      {steps.has('complete') && (
        <Button
          variant="contained"
          label="shop.orderadmin.steps.complete"
          disabled={busy}
          onClick={() => run(() => orderCalls.complete(order.id), 'complete')}
        />
      )}
      {steps.has('refund') && (
        <Button
          variant="outlined"
          label="shop.orderadmin.steps.refund_full"
          disabled={busy}
          onClick={() => start('refund_full')}
        />
      )}
      {steps.has('cancel') && (
        <Button
          variant="outlined"
          color="error"
          label="shop.orderadmin.steps.cancel"
          disabled={busy}
          onClick={() => start('cancel')}
        />
      )}
      <ActionDialog
        open={open === 'ship'}
        title={t('steps.ship')}
        confirm={t('steps.ship')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          const ok = await run(
            () => orderCalls.ship(order.id, { carrier, tracking_number: tracking }),
            'ship',
          );
          if (ok) setOpen(null);
        }}
      >
        <MuiTextField
          label={t('carrier')}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          required
          fullWidth
          margin="dense"
          autoFocus
        />
        <MuiTextField
          label={t('tracking_number')}
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          required
          fullWidth
          margin="dense"
        />
      </ActionDialog>
      <ActionDialog
        open={open === 'cancel'}
        title={t('steps.cancel')}
        confirm={t('steps.cancel')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          if (await run(() => orderCalls.cancel(order.id, requestKey), 'cancel')) setOpen(null);
        }}
      >
        <Typography>{t('cancel_help')}</Typography>
      </ActionDialog>
      <ActionDialog
        open={open === 'refund_full'}
        title={t('steps.refund_full')}
        confirm={t('steps.refund_full')}
        busy={busy}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          if (await run(() => orderCalls.refundFull(order.id, requestKey), 'refund')) {
            setOpen(null);
          }
        }}
      >
        <Typography>{t('refund_full_help')}</Typography>
      </ActionDialog>
    </Box>
  );
}

/**
 * A refund left pending that the provider's figures could not settle: the operator checked the
 * provider's dashboard and says whether it was paid back. The API refuses while it may still be
 * under way (the refusal says so).
 */
function SettleRefund({ orderNumber, refundId }: { orderNumber: string; refundId: number }) {
  const { run, busy } = useOrderCall();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        label="shop.orderadmin.settle_done"
        disabled={busy}
        onClick={() => run(() => orderCalls.settleRefund(orderNumber, refundId, 'done'), 'settle')}
      />
      <Button
        size="small"
        variant="outlined"
        label="shop.orderadmin.settle_refused"
        disabled={busy}
        onClick={() =>
          run(() => orderCalls.settleRefund(orderNumber, refundId, 'refused'), 'settle')
        }
      />
    </Box>
  );
}

/** The lines, with a number of units to pay back per line when the order may be refunded. */
function Lines({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, busy } = useOrderCall();
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`shop.orderadmin.${key}`, options);
  const refundable = order.next_steps.includes('refund');
  const lines = refundLinesOf(chosen, order.lines);
  return (
    <Section id="order-lines" title={t('lines')}>
      <Wide label={t('lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sku')}</TableCell>
            <TableCell>{t('product')}</TableCell>
            <TableCell align="right">{t('qty')}</TableCell>
            <TableCell align="right">{t('qty_refunded')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            {refundable && <TableCell>{t('refund_units')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => {
            const left = line.qty - line.qty_refunded;
            return (
              <TableRow key={line.item_id} data-line={line.sku}>
                <TableCell>{line.sku}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.qty}</TableCell>
                <TableCell align="right">{line.qty_refunded}</TableCell>
                <TableCell align="right">{money(line.amount, locale, order.currency)}</TableCell>
                {refundable && (
                  <TableCell>
                    {left > 0 && (
                      <MuiTextField
                        type="number"
                        size="small"
                        sx={{ width: '6rem' }}
                        slotProps={{ htmlInput: { min: 0, max: left, step: 1 } }}
                        label={t('refund_units_of', { sku: line.sku })}
                        value={chosen[line.item_id] ?? ''}
                        onChange={(event) => {
                          const value = Number(event.target.value);
                          setChosen({
                            ...chosen,
                            [line.item_id]: Number.isFinite(value) ? value : undefined,
                          });
                        }}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Wide>
      {refundable && (
        <Box sx={{ mt: 1 }}>
          <Button
            variant="contained"
            label="shop.orderadmin.steps.refund_lines"
            disabled={busy || lines === null}
            onClick={async () => {
              if (!lines) return;
              if (await run(() => orderCalls.refundLines(order.id, requestKey, lines), 'refund')) {
                setChosen({});
                setRequestKey(newRequestKey());
              }
            }}
          />
        </Box>
      )}
    </Section>
  );
}
