import { useParams } from 'react-router-dom';
import { BlogArticlePage } from '../../features/blog/blog-article-page';

export default function BlogArticleRoute() {
  const { slug = '' } = useParams();
  return <BlogArticlePage key={slug} slug={slug} />;
}
