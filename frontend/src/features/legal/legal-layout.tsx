import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { legalContact } from './legal-contact';
import './legal.css';

interface LegalLayoutProps {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}

/** Shared frame of /privacy-policy and /terms-of-service: title, date, summary, body, related links. */
export function LegalLayout({ title, summary, children }: LegalLayoutProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${legalContact.productName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="legal">
      <article className="legal-document">
        <header className="legal-header">
          <p className="legal-eyebrow">Legal</p>
          <h1>{title}</h1>
          <p className="legal-updated">Last updated: {legalContact.lastUpdated}</p>
          <div className="legal-summary">{summary}</div>
        </header>
        <div className="legal-body">{children}</div>
        <footer className="legal-footer">
          <nav aria-label="Legal documents">
            <ul>
              <li>
                <Link to="/privacy-policy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms-of-service">Terms of Service</Link>
              </li>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li>
                <Link to="/">Home</Link>
              </li>
            </ul>
          </nav>
        </footer>
      </article>
    </div>
  );
}
