/**
 * A button that says what it does at every width. react-admin's own turns into an icon button on
 * phone widths: for a button without an icon that leaves an empty square, and a disabled one
 * without a name (axe's button-name rule). Its icon, if given as children, goes before the words.
 */
import { type ButtonProps, Button as MuiButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function Button({
  label,
  children,
  size = 'small',
  ...props
}: Omit<ButtonProps, 'children'> & { label: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <MuiButton size={size} startIcon={children} {...props}>
      {translate(label, { _: label })}
    </MuiButton>
  );
}
