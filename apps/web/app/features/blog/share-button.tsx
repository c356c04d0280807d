import { Share2 } from 'lucide-react';
import { button } from '../../components/ui/buttons';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Copies `url`; without the Clipboard API (e.g. plain http) the visitor copies it from a prompt. */
async function copyLink(url: string, copiedMessage: string, promptLabel: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    window.alert(copiedMessage);
  } catch {
    window.prompt(promptLabel, url);
  }
}

/**
 * The native share dialog where the browser has one (closing it is not an error); otherwise the
 * link is copied and the visitor told so.
 */
export function ShareButton({
  url,
  title,
  text,
  label,
  copiedMessage,
}: {
  url: string;
  title: string;
  text: string;
  label: string;
  copiedMessage: string;
}) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    await copyLink(url, copiedMessage, label);
  }

  return (
    <button type="button" onClick={() => void share()} className={button.smallSecondary}>
      <Share2 aria-hidden className="size-4" />
      {label}
    </button>
  );
}
