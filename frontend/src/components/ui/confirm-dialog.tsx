import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a destructive action; Cancel keeps the focus-safe default. */
export function ConfirmDialog({ open, title, description, confirmLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} title={title} description={description}>
      <div className="dialog-actions">
        <Button variant="outline" onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
