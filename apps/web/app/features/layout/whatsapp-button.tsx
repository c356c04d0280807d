import { MessageCircle } from 'lucide-react';

/** The layout's floating element: a WhatsApp chat link, shown when the owner set a number. */
export function WhatsAppButton({ number, label }: { number: string; label: string }) {
  const digits = number.replace(/[^0-9]/g, '');
  if (digits.length < 5) return null;
  return (
    <a
      href={`https://wa.me/${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="fixed bottom-5 right-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-lg transition-transform hover:scale-105"
    >
      <MessageCircle aria-hidden className="size-6" />
    </a>
  );
}
