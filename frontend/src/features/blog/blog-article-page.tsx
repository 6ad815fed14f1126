import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { articleBodyComponent } from './article-body';
import { ArticleByline, ArticleTags } from './article-meta';
import { blogArticles } from './articles';
import type { BlogArticle } from './blog-article';
import { ShareButton } from './share-button';

function BackToBlog() {
  return (
    <Link to={paths.blog.href()} className="link back-link">
      ← Back to Blog
    </Link>
  );
}

function ArticleNotFound() {
  useDocumentMeta({ title: 'Blog Post Not Found | LeadLedger' });
  return (
    <div className="page container page-narrow center-text">
      <h1 className="page-title">Blog Post Not Found</h1>
      <p className="muted">The blog post you're looking for doesn't exist or has been moved.</p>
      <BackToBlog />
    </div>
  );
}

function Article({ article }: { article: BlogArticle }) {
  const ArticleBody = articleBodyComponent(article.slug);
  const url = `${window.location.origin}${paths.blogArticle.href(article.slug)}`;
  useDocumentMeta({
    title: `${article.title} | LeadLedger Blog`,
    description: article.metaDescription,
    social: {
      'og:title': article.title,
      'og:description': article.metaDescription,
      'og:type': 'article',
      'og:url': url,
      'twitter:card': 'summary',
    },
  });

  return (
    <article className="page container page-medium blog-article">
      <BackToBlog />
      <header className="blog-article-header">
        <ArticleTags tags={article.tags} />
        <h1 className="page-title">{article.title}</h1>
        <div className="blog-article-meta">
          <ArticleByline article={article} />
          <ShareButton title={article.title} text={article.excerpt} url={url} />
        </div>
      </header>
      <ArticleBody />
      <aside className="cta-banner">
        <h2>Ready to Start Your Affiliate Journey?</h2>
        <p>Launch a program that pays only for approved calls. No setup or monthly fee.</p>
        <Link to={paths.home.href()} className="btn btn-inverse">
          Get Started Free
        </Link>
      </aside>
    </article>
  );
}

/** docs/product/screens-and-routes.md, Blog: one article, or "Blog Post Not Found" for an unknown slug. */
export function BlogArticlePage({ slug }: { slug: string }) {
  const article = blogArticles.find((candidate) => candidate.slug === slug);
  return article ? <Article article={article} /> : <ArticleNotFound />;
}
