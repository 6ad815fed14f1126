import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_SEARCH_MAX_LENGTH, ADMIN_SEARCH_MIN_LENGTH } from '../../../api/admin-search';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import './admin-search.css';

/** The query the results page shows, so the box keeps it after a search (and on reload). */
function currentQuery(pathname: string, search: string): string {
  return pathname === paths.adminSearch.path ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/** The console header's search: Enter (or the button) opens the results page for what was typed. */
export function AdminSearchBox() {
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shown = currentQuery(pathname, search);
  const [q, setQ] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // Back, forward and links change the results page's query; the box follows them.
  useEffect(() => setQ(shown), [shown]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = q.trim();
    if (trimmed.length < ADMIN_SEARCH_MIN_LENGTH) {
      setError(`Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters to search.`);
      return;
    }
    setError(null);
    void navigate(paths.adminSearch.href(trimmed));
  }

  return (
    <form role="search" aria-label="Search the console" className="admin-search-box" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search people, calls, programs and payments
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={q}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        placeholder="Name, email, company, code, ch_…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setQ(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" className="btn-small">
        Search
      </Button>
      {error && (
        <p id={`${id}-error`} className="field-error admin-search-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
