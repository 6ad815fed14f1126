import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';

interface ShareButtonProps {
  title: string;
  text: string;
  url: string;
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: 'Blog post URL has been copied to your clipboard.' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}

/** docs/product/screens-and-routes.md, Blog: the browser's share sheet, else the link goes to the clipboard. */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the share sheet: that is a choice, not a failure to recover from.
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    await copyLink(url);
  }

  return (
    <Button variant="outline" onClick={share} className="btn-small">
      Share
    </Button>
  );
}
