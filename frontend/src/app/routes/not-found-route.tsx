import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

/** docs/product/screens-and-routes.md, Not-found screen, word for word. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <div className="page container page-narrow center-text">
      <p className="eyebrow">404</p>
      <h1 className="page-title">Page Not Found</h1>
      <p className="muted">
        Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or
        you entered the wrong URL.
      </p>
      <div className="button-row center">
        <Link to={paths.home.href()} className="btn btn-primary">
          Go to Dashboard
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
      <section className="card help-card" aria-labelledby="need-help">
        <h2 id="need-help" className="card-title">
          Need help?
        </h2>
        <div className="button-row center">
          <Link to={paths.integrations.href()} className="link">
            Integrations
          </Link>
          <Link to={paths.contact.href()} className="link">
            Contact Support
          </Link>
        </div>
      </section>
    </div>
  );
}
