import type { BlogArticle } from './blog-article';
import { formatLongDate } from '../../lib/format-date';

/** Tags, then date and read time: shared by the list cards and the article header. */
export function ArticleTags({ tags }: { tags: string[] }) {
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="badge badge-primary">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function ArticleByline({ article }: { article: Pick<BlogArticle, 'publishedAt' | 'readTime'> }) {
  return (
    <p className="byline">
      <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{article.readTime} min read</span>
    </p>
  );
}
