import { Button } from '../../components/ui/button';
import { copyText } from '../../components/ui/copy-button';

/** docs/product/screens-and-routes.md, Signup link page: the native share sheet, otherwise copy. */
export function ShareLinkButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `Join ${title} as an affiliate`, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure to fall back from.
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    await copyText(url, 'Signup link');
  }
  return <Button onClick={share}>Share Link</Button>;
}
