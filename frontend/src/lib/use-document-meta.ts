import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** Open Graph / Twitter tags, e.g. `{ 'og:type': 'article', 'twitter:card': 'summary' }`. */
  social?: Record<string, string>;
}

function findOrCreateMeta(key: string): { element: HTMLMetaElement; created: boolean } {
  // Open Graph uses `property`, everything else (description, twitter:*) uses `name`.
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) return { element: existing, created: false };
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  document.head.appendChild(element);
  return { element, created: true };
}

/** Sets the page title and meta tags while mounted, then puts back what was there before. */
export function useDocumentMeta({ title, description, social }: DocumentMeta): void {
  const socialKey = JSON.stringify(social ?? {});

  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;

    const tags: Record<string, string> = { ...JSON.parse(socialKey) };
    if (description !== undefined) tags.description = description;

    const restore = Object.entries(tags).map(([key, content]) => {
      const { element, created } = findOrCreateMeta(key);
      const previous = element.getAttribute('content');
      element.setAttribute('content', content);
      return () => {
        if (created) element.remove();
        else if (previous === null) element.removeAttribute('content');
        else element.setAttribute('content', previous);
      };
    });

    return () => {
      document.title = previousTitle;
      restore.forEach((undo) => undo());
    };
  }, [title, description, socialKey]);
}
