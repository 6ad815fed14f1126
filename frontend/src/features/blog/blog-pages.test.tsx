import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { blogArticles } from './articles';

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('blog', () => {
  it('lists every article with its date, read time and a link to it', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'LeadLedger Blog' })).toBeInTheDocument();
    for (const article of blogArticles) {
      const title = screen.getByRole('heading', { name: article.title });
      expect(title.closest('a')).toHaveAttribute('href', `/blog/${article.slug}`);
    }
    if (blogArticles.length > 0) expect(screen.getAllByText(`${blogArticles[0].readTime} min read`).length).toBeGreaterThan(0);
  });

  it('shows "Blog Post Not Found" for an unknown slug and restores the title on leaving', async () => {
    const user = userEvent.setup();
    document.title = 'LeadLedger';
    renderApp('/blog/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(document.title).toBe('Blog Post Not Found | LeadLedger');
    await user.click(screen.getByRole('link', { name: /Back to Blog/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'LeadLedger Blog' })).toBeInTheDocument();
    expect(document.title).toBe('LeadLedger Blog');
  });

  const [first] = blogArticles;
  (first ? it : it.skip)('shows an article with its title, social tags and closing banner', async () => {
    const user = userEvent.setup();
    document.title = 'LeadLedger';
    const { router } = renderApp(`/blog/${first.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    expect(document.title).toBe(`${first.title} | LeadLedger Blog`);
    expect(metaContent('meta[name="description"]')).toBe(first.metaDescription);
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:url"]')).toBe(`http://localhost/blog/${first.slug}`);
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary');
    // The body, its own chunk, is on the page with the header (the first of its sections).
    expect(screen.getByRole('heading', { level: 2, name: 'Why buying calls usually feels like a gamble' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Start Your Affiliate Journey?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('link', { name: /Back to Blog/ }));
    await screen.findByRole('heading', { level: 1, name: 'LeadLedger Blog' });
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
    expect(router.state.location.pathname).toBe('/blog');
  });

  (first ? it : it.skip)('copies the link when the browser cannot share', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(`/blog/${first.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/blog/${first.slug}`);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Blog post URL has been copied to your clipboard.')).toBeInTheDocument();
  });
});
