/**
 * The note of a cart line bought as a gift for a birth list item: "Gift for {name}'s birth
 * list", linking to the list when this browser added the gift on the list's page (it knows the
 * list then, lib/birthlist-gifts.ts), else without a name. A contribution to a donation item
 * reads "Contribution to "{title}" on {name}'s birth list" the same way. The cart, the micro
 * cart and the checkout's summary show it; its texts load with it (the message area
 * `birthlist-public`). Nothing for a line bought for oneself.
 */
import type { CartItem } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type ContributionList,
  contributionListOf,
  type GiftList,
  getBirthListPath,
  giftListOf,
} from '../../lib/birthlist-gifts.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { useMessageArea } from '../../lib/message-areas.ts';

/** The birth list item a line is a gift for, or undefined. */
export function giftItemOf(line: Pick<CartItem, 'product_option'>): number | undefined {
  return line.product_option?.extension_attributes?.birthlist_item_id;
}

export function GiftLineNote({
  line,
  className,
  onNavigate,
}: {
  line: Pick<CartItem, 'product_option'>;
  className?: string | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const itemId = giftItemOf(line);
  if (itemId !== undefined) {
    return <GiftNote itemId={itemId} className={className} onNavigate={onNavigate} />;
  }
  const donationItemId = line.product_option?.extension_attributes?.birthlist_donation_item_id;
  return donationItemId === undefined ? null : (
    <ContributionNote
      donationItemId={donationItemId}
      className={className}
      onNavigate={onNavigate}
    />
  );
}

function ContributionNote({
  donationItemId,
  className,
  onNavigate,
}: {
  donationItemId: number;
  className?: string | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const ready = useMessageArea(storeView.locale, 'birthlist-public');
  const [list, setList] = useState<ContributionList | null>(null);
  useEffect(() => setList(contributionListOf(donationItemId)), [donationItemId]);
  if (!ready) return null;
  return (
    <p className={className} data-testid="gift-note">
      <span className="icon icon--heart" aria-hidden="true" />{' '}
      {list ? (
        <Link to={getBirthListPath(storeView, list.urlKey)} onClick={onNavigate}>
          {t('Contribution to “{title}” on {name}’s birth list', {
            title: list.title,
            name: list.name,
          })}
        </Link>
      ) : (
        t('Contribution to a birth list')
      )}
    </p>
  );
}

function GiftNote({
  itemId,
  className,
  onNavigate,
}: {
  itemId: number;
  className?: string | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const ready = useMessageArea(storeView.locale, 'birthlist-public');
  const [list, setList] = useState<GiftList | null>(null);
  useEffect(() => setList(giftListOf(itemId)), [itemId]);
  if (!ready) return null;
  return (
    <p className={className} data-testid="gift-note">
      <span className="icon icon--heart" aria-hidden="true" />{' '}
      {list ? (
        <Link to={getBirthListPath(storeView, list.urlKey)} onClick={onNavigate}>
          {t('Gift for {name}’s birth list', { name: list.name })}
        </Link>
      ) : (
        t('Gift for a birth list')
      )}
    </p>
  );
}
