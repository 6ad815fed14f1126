/**
 * docs/product/screens-and-routes.md, Blog: static content shipped with the frontend. What the
 * list, the article header and the sitemap show; the body is loaded apart (article-body.ts).
 */
export interface BlogArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, e.g. `2025-08-06`; shown in the en-US long format. */
  publishedAt: string;
  /** Minutes of reading, stated on the card and the article. */
  readTime: number;
  tags: string[];
  metaDescription: string;
}
