import type { ReactNode } from 'react';

export interface ScreenPlaceholderProps {
  /** The screen's name, e.g. "Payout History". */
  title: string;
  /** One sentence: what the screen will let the person do. */
  description: string;
  /** Shown above the card, e.g. the dashboard's welcome heading. */
  heading?: ReactNode;
  children?: ReactNode;
}

/** An honest stand-in for screens whose API is not built yet. */
export function ScreenPlaceholder({ title, description, heading, children }: ScreenPlaceholderProps) {
  return (
    <div className="page container">
      {heading ?? <h1 className="page-title">{title}</h1>}
      <section className="card placeholder-card" aria-label={title}>
        <span className="badge badge-muted">Coming soon</span>
        <h2 className="card-title">{heading ? title : 'This screen is being built'}</h2>
        <p className="muted">{description}</p>
        {children}
      </section>
    </div>
  );
}
