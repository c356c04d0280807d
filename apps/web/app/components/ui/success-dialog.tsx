import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2 } from 'lucide-react';
import { button } from './buttons';

interface SuccessDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  closeLabel: string;
}

/** The confirmation after a sent form (booking, contact): title, message and a button that closes it. */
export function SuccessDialog({ open, onClose, title, message, closeLabel }: SuccessDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-white p-8 text-center shadow-xl">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-accent" />
          <Dialog.Title className="mt-4 font-display text-3xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-700">{message}</Dialog.Description>
          <Dialog.Close className={`mt-8 ${button.primary}`}>{closeLabel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
