import { lazy, type ComponentType } from 'react';

type BodyModule = { articleBody: string };

/**
 * Article bodies, one chunk each, keyed by slug: the blog list shows only what articles.ts holds,
 * and an article's page downloads its own body alone (docs/product/screens-and-routes.md, Blog).
 */
const bodies: Record<string, () => Promise<BodyModule>> = {
  'no-risk-affiliate-marketing-for-booked-calls': () => import('./articles/no-risk-affiliate-marketing-for-booked-calls'),
  'ultimate-affiliate-platform-calendly-google-calendar-booked-calls': () => import('./articles/ultimate-affiliate-platform-calendly-google-calendar-booked-calls'),
};

/** The slugs that have a body: articles.test.ts checks it matches the list. */
export const slugsWithBody = (): string[] => Object.keys(bodies);

export function loadArticleBody(slug: string): Promise<string> {
  const load = bodies[slug];
  // Only articles.ts's slugs get here, and articles.test.ts checks each has a body.
  if (!load) throw new Error(`No body for the article ${slug}`);
  return load().then((module) => module.articleBody);
}

// One lazy component per slug, made once, so React keeps what it has loaded across visits.
const components = new Map<string, ComponentType>();

/**
 * The body as a lazy component: it suspends until its chunk is in, so the layout's spinner shows
 * (or, after a link, the page being left stays) and the article appears whole, as it did when
 * the body was part of the page's chunk.
 */
export function articleBodyComponent(slug: string): ComponentType {
  let component = components.get(slug);
  if (!component) {
    component = lazy(async () => {
      const html = await loadArticleBody(slug);
      // Trusted HTML written by us and shipped with the app (articles/), never user input.
      return { default: () => <div className="prose" dangerouslySetInnerHTML={{ __html: html }} /> };
    });
    components.set(slug, component);
  }
  return component;
}
