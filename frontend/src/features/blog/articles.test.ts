import { loadArticleBody, slugsWithBody } from './article-body';
import { blogArticles } from './articles';

function bodyWordCount(html: string): number {
  return html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** docs/product/limits-and-timings.md, Blog: 2 articles, 8 and 12 minutes, published 2025-08-06. */
describe('blogArticles', () => {
  it('holds the two articles with their read times and date', () => {
    expect(blogArticles.map((a) => [a.readTime, a.publishedAt])).toEqual([
      [8, '2025-08-06'],
      [12, '2025-08-06'],
    ]);
    expect(blogArticles[0].slug).toBe('no-risk-affiliate-marketing-for-booked-calls');
  });

  it('gives each article unique ids and slugs, 2-4 tags and a short meta description', () => {
    expect(new Set(blogArticles.map((a) => a.slug)).size).toBe(blogArticles.length);
    expect(new Set(blogArticles.map((a) => a.id)).size).toBe(blogArticles.length);
    for (const article of blogArticles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.tags.length).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      expect(article.metaDescription.length).toBeLessThan(160);
    }
  });

  it('has a body for every listed article and none for an unlisted one', () => {
    expect([...slugsWithBody()].sort()).toEqual(blogArticles.map((a) => a.slug).sort());
    expect(() => loadArticleBody('not-an-article')).toThrow('No body for the article not-an-article');
  });

  it('has bodies long enough for their stated read time (about 230 words a minute)', async () => {
    for (const article of blogArticles) {
      const minutes = bodyWordCount(await loadArticleBody(article.slug)) / 230;
      expect(Math.abs(minutes - article.readTime)).toBeLessThan(1.5);
    }
  });

  it('links to no other site and loads no images', async () => {
    for (const article of blogArticles) {
      expect(await loadArticleBody(article.slug)).not.toMatch(/<img|https?:\/\/|href=/i);
    }
  });
});
