/**
 * The reviews waiting for approval (role content_reviews): each is approved (shown in the shop)
 * or rejected, through the moderation call that also takes an operator session (decision 69).
 */

import type { PendingReview } from '@shop/contracts';
import { REVIEW_STATUS } from '@shop/core';
import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NumberField,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { Button } from './labelled-button.tsx';

function Decide({ status }: { status: 'approved' | 'rejected' }) {
  const record = useRecordContext<PendingReview>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <Button
      label={status === 'approved' ? 'resources.reviews.approve' : 'resources.reviews.reject'}
      disabled={isPending}
      onClick={() =>
        update(
          'reviews',
          { id: record.id, data: { review_status: REVIEW_STATUS[status] }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(`resources.reviews.${status}`);
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}

export function ReviewList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <DateField source="created_at" showTime sortable={false} />
        <TextField source="sku" sortable={false} />
        <NumberField source="rating" sortable={false} />
        <TextField source="title" sortable={false} />
        <TextField source="detail" sortable={false} />
        <TextField source="nickname" sortable={false} />
        <BooleanField source="verified_purchase" sortable={false} />
        <TextField source="store_code" sortable={false} />
        <Decide status="approved" />
        <Decide status="rejected" />
      </Datagrid>
    </List>
  );
}
