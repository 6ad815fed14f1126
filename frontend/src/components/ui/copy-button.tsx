import { Button } from './button';
import { toast } from './use-toast';

/** Copies `text` to the clipboard; the "Copied!" toast confirms it (docs/product/messages.md, Success toasts). */
export async function copyText(text: string, what = 'Link'): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied!', description: `${what} copied to your clipboard.` });
  } catch {
    // No clipboard (insecure context, permission refused): show the text so it can be copied by hand.
    toast({ title: 'Could not copy', description: text, variant: 'destructive' });
  }
}

export function CopyButton({ text, label, what }: { text: string; label: string; what?: string }) {
  return (
    <Button variant="outline" className="btn-small" onClick={() => copyText(text, what)} aria-label={label}>
      Copy
    </Button>
  );
}
