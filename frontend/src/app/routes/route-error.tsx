import { useRouteError } from 'react-router-dom';

/** A screen crashed or its code failed to load (often a new deploy): offer a reload. */
export default function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="page container page-narrow center-text">
      <h1 className="page-title">Something went wrong</h1>
      <p className="muted">This page could not be shown. Reloading usually fixes it.</p>
      <div className="button-row center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a href="/" className="btn btn-outline">
          Go to Home
        </a>
      </div>
    </div>
  );
}
