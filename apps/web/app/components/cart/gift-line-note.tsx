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
function giftItemOf(line: Pick<CartItem, 'product_option'>): number | undefined {
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
  const donationItemId = line.product_option?.extension_attributes?.birthlist_donation_item_id;
  if (itemId === undefined && donationItemId === undefined) return null;
  return (
    <ListNote
      itemId={itemId}
      donationItemId={donationItemId}
      className={className}
      onNavigate={onNavigate}
    />
  );
}

/** The note of a gift (itemId) or of a contribution (donationItemId), with the list if known. */
function ListNote({
  itemId,
  donationItemId,
  className,
  onNavigate,
}: {
  itemId: number | undefined;
  donationItemId: number | undefined;
  className?: string | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const storeView = useStoreView();
  const t = useTranslate();
  const ready = useMessageArea(storeView.locale, 'birthlist-public');
  // What this browser remembers of the list: read after the first render, as the server has none.
  const [list, setList] = useState<GiftList | ContributionList | null>(null);
  useEffect(
    () =>
      setList(
        itemId !== undefined
          ? giftListOf(itemId)
          : donationItemId !== undefined
            ? contributionListOf(donationItemId)
            : null,
      ),
    [itemId, donationItemId],
  );
  if (!ready) return null;
  const named =
    list === null
      ? null
      : 'title' in list
        ? t('Contribution to “{title}” on {name}’s birth list', {
            title: list.title,
            name: list.name,
          })
        : t('Gift for {name}’s birth list', { name: list.name });
  return (
    <p className={className} data-testid="gift-note">
      <span className="icon icon--heart" aria-hidden="true" />{' '}
      {list && named !== null ? (
        <Link to={getBirthListPath(storeView, list.urlKey)} onClick={onNavigate}>
          {named}
        </Link>
      ) : itemId !== undefined ? (
        t('Gift for a birth list')
      ) : (
        t('Contribution to a birth list')
      )}
    </p>
  );
}
