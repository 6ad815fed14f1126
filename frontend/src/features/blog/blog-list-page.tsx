import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { ArticleByline, ArticleTags } from './article-meta';
import { blogArticles } from './articles';

const SUBTITLE =
  'Insights on affiliate marketing for businesses that sell through booked calls: programs, commissions, attribution and growth.';

/** docs/product/screens-and-routes.md, Blog: the list. */
export function BlogListPage() {
  useDocumentMeta({ title: 'LeadLedger Blog', description: SUBTITLE });

  return (
    <div className="page container blog">
      <header className="blog-header">
        <h1 className="page-title">LeadLedger Blog</h1>
        <p className="muted page-subtitle">{SUBTITLE}</p>
      </header>
      {blogArticles.length === 0 ? (
        <section className="card center-text">
          <h2 className="card-title">Coming Soon</h2>
          <p className="muted">We are writing our first articles. Check back shortly.</p>
          <Link to={paths.home.href()} className="btn btn-outline">
            Back to Home
          </Link>
        </section>
      ) : (
        <ul className="blog-grid">
          {blogArticles.map((article) => (
            <li key={article.id}>
              {/* The whole card is the link, so a click anywhere opens the article. */}
              <Link to={paths.blogArticle.href(article.slug)} className="card blog-card">
                <ArticleTags tags={article.tags} />
                <h2 className="blog-card-title">{article.title}</h2>
                <ArticleByline article={article} />
                <p className="muted">{article.excerpt}</p>
                <span className="read-more" aria-hidden="true">
                  Read more →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
