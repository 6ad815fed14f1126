import { useSearchParams } from 'react-router-dom';
import { useAdminQuery } from '../../../api/admin';
import { ADMIN_SEARCH_MIN_LENGTH, adminSearchQueryOptions } from '../../../api/admin-search';
import { Spinner } from '../../../components/ui/spinner';
import { AdminLoadError } from '../shared/admin-load-error';
import { SearchResults } from './search-results';
import './admin-search.css';

/** `/admin/search?q=`: what the header's search box found, each match one click from its timeline. */
export default function AdminSearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const ready = q.length >= ADMIN_SEARCH_MIN_LENGTH;
  const search = useAdminQuery(adminSearchQueryOptions(q), ready);
  return (
    <section className="stack" aria-labelledby="admin-search-heading" aria-busy={ready && search.isFetching}>
      <h2 id="admin-search-heading" className="card-title">
        {ready ? `Search results for “${q}”` : 'Search'}
      </h2>
      {!ready ? (
        <p className="muted">
          Type at least {ADMIN_SEARCH_MIN_LENGTH} characters in the search box above: a name, email, company, program, referral code, call id,
          or a processor id such as ch_…, re_… or tr_….
        </p>
      ) : search.isPending ? (
        <Spinner label="Searching" />
      ) : search.isError ? (
        <AdminLoadError onRetry={() => void search.refetch()} error={search.error} />
      ) : (
        <SearchResults response={search.data} />
      )}
    </section>
  );
}
