/**
 * `/birthlist` itself (secondary-areas §2): the layout leads on from here to the list's manage
 * page, or to the registration when the customer has no active list.
 */
export default function BirthListIndex() {
  return null;
}
