import { DeliveryPromises } from './delivery-promise-text.tsx';

/** The slim bar of the shop's promises above the header of every page. */
export function UspBar() {
  return (
    <div className="usp-bar">
      <DeliveryPromises />
    </div>
  );
}
