/**
 * The return form of an order: per line a quantity up to what may still be returned (lines
 * that cannot be returned say why: a gift card, nothing sent, all returned), a reason from the
 * short list and the shopper's own words; announced, it shows the return number and what
 * happens next (the instructions come by mail). When the period ended, or nothing is left, it
 * says so instead. The order's returns so far are listed beneath. It reads the order in the
 * browser, as its customer (token) or with the signature of the order mail's link.
 */
import type { ReturnableOrder, ReturnView } from '@shop/contracts';
import { RETURN_COMMENT_MAX_LENGTH, RETURN_REASONS, type ReturnReason } from '@shop/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { type MessageKey, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';
import { announceReturn, getReturnableOrder, type ReturnAccess } from '../../lib/returns-api.ts';
import { formatReturnDay, OrderReturns } from './order-returns.tsx';
import styles from './returns.module.css';

const REASON_LABELS: Record<ReturnReason, MessageKey> = {
  too_small: 'Too small',
  too_big: 'Too big',
  not_as_expected: 'Not what I expected',
  damaged: 'Damaged or faulty',
  wrong_item: 'Wrong item delivered',
  changed_mind: 'Changed my mind',
  other: 'Another reason',
};

const NOT_RETURNABLE: Record<string, MessageKey> = {
  gift_card:
    'Gift cards cannot be returned: a gift card is spent with its code, there is nothing to send back.',
  virtual: 'Nothing was sent for this line, so it cannot be returned.',
  all_returned: 'Everything of this line has been returned already.',
};

export function ReturnForm({
  orderNumber,
  access,
  footer,
}: {
  orderNumber: string;
  access: ReturnAccess;
  /** Links beneath the form (back to the order). */
  footer?: ReactNode;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const ready = useMessageArea(storeView.locale, 'returns');
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<ReturnView | null>(null);
  const accessKey = 'signature' in access ? access.signature : 'customer';

  useEffect(() => {
    let live = true;
    setOrder(null);
    setProblem(null);
    const request: ReturnAccess =
      accessKey === 'customer' ? { customer: true } : { signature: accessKey };
    getReturnableOrder(orderNumber, request, storeView.code).then(
      (found) => live && setOrder(found),
      async (error: unknown) => {
        const message = await errorText(storeView.locale, error);
        if (live) setProblem(message);
      },
    );
    return () => {
      live = false;
    };
  }, [orderNumber, accessKey, storeView.code, storeView.locale]);

  const day = (iso: string) => formatReturnDay(iso, storeView.locale);
  if (!ready || (!order && !problem)) {
    return <p role="status">{ready ? t('Loading the order…') : '…'}</p>;
  }
  return (
    <>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {announced ? <Announced entry={announced} /> : null}
      {order && !announced ? (
        order.open ? (
          <LinesForm
            order={order}
            onAnnounced={(entry) => {
              setAnnounced(entry);
              setOrder({ ...order, returns: [...order.returns, entry] });
            }}
            orderNumber={orderNumber}
            access={access}
          />
        ) : (
          <p className={styles.closed} data-testid="return-closed">
            {order.closed_reason === 'period_over'
              ? t(
                  'The return period of this order ended on {date}. Please contact our customer service.',
                  { date: day(order.deadline) },
                )
              : order.closed_reason === 'nothing_left'
                ? t('Everything of this order has been returned already.')
                : t('This order cannot be returned: it has not been paid, or it was canceled.')}
          </p>
        )
      ) : null}
      {order && order.returns.length > 0 ? (
        <section aria-labelledby="order-returns-title">
          <h2 id="order-returns-title">{t('Your returns')}</h2>
          <OrderReturns
            t={t}
            formatDay={day}
            returns={order.returns.map((entry) => ({
              number: entry.return_number,
              state: entry.state,
              createdAt: entry.created_at,
              lines: entry.lines,
            }))}
          />
        </section>
      ) : null}
      {footer}
    </>
  );
}

function Announced({ entry }: { entry: ReturnView }) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the form: the focus goes with it, so it is read at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done} data-testid="return-announced">
      <h2 ref={heading} tabIndex={-1}>
        {t('Your return has been announced')}
      </h2>
      <p>{t('Your return number')}</p>
      <p className={styles.returnNumber} data-testid="return-number">
        {entry.return_number}
      </p>
      <p>
        {t(
          'We have e-mailed you the instructions. Put a note with the return number in the parcel and send it to the address in the e-mail. Once we have received and checked your return, we refund the amount within 14 days in the way you paid.',
        )}
      </p>
    </div>
  );
}

function LinesForm({
  order,
  orderNumber,
  access,
  onAnnounced,
}: {
  order: ReturnableOrder;
  orderNumber: string;
  access: ReturnAccess;
  onAnnounced: (entry: ReturnView) => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const id = useId();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ lines?: MessageKey; reason?: MessageKey }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const lines = order.lines
      .map((line) => ({ item_id: line.item_id, qty: quantities[line.item_id] ?? 0 }))
      .filter((line) => line.qty > 0);
    const found: typeof errors = {
      ...(lines.length === 0 ? { lines: 'Choose at least one product to return.' } : {}),
      ...(reason === '' ? { reason: 'Please choose a reason.' } : {}),
    };
    setErrors(found);
    setFormError(null);
    if (found.lines || found.reason || reason === '') return;
    setBusy(true);
    announceReturn(orderNumber, access, { lines, reason, comment: comment.trim() }, storeView.code)
      .then(onAnnounced, async (error: unknown) =>
        setFormError(await errorText(storeView.locale, error)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.intro}>
        {t(
          'Choose what you send back and how many. We e-mail you the return number and the address to send the parcel to.',
        )}
      </p>
      <p className={styles.deadline}>
        {t('You can announce a return until {date}.', {
          date: formatReturnDay(order.deadline, storeView.locale),
        })}
      </p>
      <ul className={styles.lines} aria-describedby={errors.lines ? `${id}-lines` : undefined}>
        {order.lines.map((line) => {
          const selectId = `${id}-qty-${line.item_id}`;
          return (
            <li key={line.item_id} className={styles.line} data-testid="return-line">
              <div>
                <p className={styles.lineName}>{line.name}</p>
                {line.options.length > 0 ? (
                  <p className={styles.lineMeta}>
                    {line.options.map((option) => `${option.label}: ${option.value}`).join(', ')}
                  </p>
                ) : null}
                <p className={styles.lineMeta}>
                  {t('Ordered: {qty}', { qty: line.qty_ordered })}
                  {line.qty_returned > 0
                    ? ` · ${t('Already returned: {qty}', { qty: line.qty_returned })}`
                    : ''}
                </p>
              </div>
              {line.not_returnable ? (
                <p className={styles.notReturnable}>
                  {t(
                    NOT_RETURNABLE[line.not_returnable] ??
                      'Everything of this line has been returned already.',
                  )}
                </p>
              ) : (
                <div className={styles.qty}>
                  <label htmlFor={selectId}>{t('Quantity to return')}</label>
                  <select
                    id={selectId}
                    value={quantities[line.item_id] ?? 0}
                    aria-label={`${t('Quantity to return')}: ${line.name}`}
                    onChange={(event) => {
                      const qty = Number(event.currentTarget.value);
                      setQuantities((current) => ({ ...current, [line.item_id]: qty }));
                      if (qty > 0) setErrors((current) => ({ ...current, lines: undefined }));
                    }}
                  >
                    {quantityChoices(line.qty_returnable).map((qty) => (
                      <option key={qty} value={qty}>
                        {qty}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {errors.lines ? (
        <p id={`${id}-lines`} className={styles.error} role="alert">
          {t(errors.lines)}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{t('Reason for the return')}</label>
        <select
          id={`${id}-reason`}
          value={reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value as ReturnReason | '');
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        >
          <option value="">{t('Choose a reason')}</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(REASON_LABELS[value])}
            </option>
          ))}
        </select>
        {errors.reason ? (
          <p id={`${id}-reason-error`} className={styles.error}>
            {t(errors.reason)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`}>{t('Anything you want to add? (optional)')}</label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={RETURN_COMMENT_MAX_LENGTH}
          value={comment}
          aria-describedby={`${id}-comment-hint`}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <p id={`${id}-comment-hint`} className={styles.hint}>
          {t('At most {max} characters', { max: RETURN_COMMENT_MAX_LENGTH })}
        </p>
      </div>
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? t('Announcing…') : t('Announce return')}
      </button>
    </form>
  );
}

/** The quantities a line offers: none up to what may still be returned. */
function quantityChoices(returnable: number): number[] {
  const choices: number[] = [];
  for (let qty = 0; qty <= returnable; qty += 1) choices.push(qty);
  return choices;
}
