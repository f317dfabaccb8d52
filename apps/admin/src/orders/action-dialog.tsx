/** A dialog asking an operator to confirm a step (MUI's dialog keeps the focus inside it). */
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Button } from '../labelled-button.tsx';

export function ActionDialog({
  open,
  title,
  confirm,
  busy,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  confirm: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} disabled={busy} />
          <Button label={confirm} type="submit" variant="contained" disabled={busy} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
