import { adminAffiliatesQueryOptions, adminMerchantsQueryOptions, useAdminQuery } from '../../../api/admin';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { CsvLink } from '../shared/csv-link';
import { affiliateColumns } from './affiliates.columns';
import { merchantColumns } from './merchants.columns';

/** docs/product/screens-and-routes.md, Admin dashboard: both lists scroll inside a fixed height (admin-console.css). */
export function MerchantsList() {
  const merchants = useAdminQuery(adminMerchantsQueryOptions());
  return (
    <section className="card" aria-labelledby="admin-merchants-heading">
      <div className="card-header-row">
        <h2 id="admin-merchants-heading" className="card-title">
          Merchants{merchants.data ? ` (${merchants.data.totalMerchants})` : ''}
        </h2>
        <CsvLink view="merchants" />
      </div>
      {merchants.isPending ? (
        <Spinner label="Loading merchants" />
      ) : merchants.isError ? null : merchants.data.merchants.length === 0 ? (
        <p className="muted">No merchants yet.</p>
      ) : (
        <div className="admin-scroll" role="region" aria-label="Merchants, scrollable" tabIndex={0}>
          <DataTable label="Merchants" columns={merchantColumns} rows={merchants.data.merchants} rowKey={(m) => m.id} />
        </div>
      )}
    </section>
  );
}

export function AffiliatesList() {
  const affiliates = useAdminQuery(adminAffiliatesQueryOptions());
  return (
    <section className="card" aria-labelledby="admin-affiliates-heading">
      <div className="card-header-row">
        <h2 id="admin-affiliates-heading" className="card-title">
          Affiliates{affiliates.data ? ` (${affiliates.data.totalAffiliates})` : ''}
        </h2>
        <CsvLink view="affiliates" />
      </div>
      {affiliates.isPending ? (
        <Spinner label="Loading affiliates" />
      ) : affiliates.isError ? null : affiliates.data.affiliates.length === 0 ? (
        <p className="muted">No affiliates yet.</p>
      ) : (
        <div className="admin-scroll" role="region" aria-label="Affiliates, scrollable" tabIndex={0}>
          <DataTable label="Affiliates" columns={affiliateColumns} rows={affiliates.data.affiliates} rowKey={(a) => a.id} />
        </div>
      )}
    </section>
  );
}
