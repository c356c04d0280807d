import { CheckCircle2 } from 'lucide-react';

/** The success message a plain HTML post lands on (the page's dialog needs JavaScript). */
export function SentNote({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 border border-emerald-200 bg-emerald-50 px-5 py-4 text-emerald-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{title}</strong> {message}
      </p>
    </div>
  );
}
