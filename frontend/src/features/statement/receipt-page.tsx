import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { receiptQueryOptions } from '../../api/statement';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format-date';
import { formatCents } from '../../lib/format-money';
import './statement.css';

/** "Visa •••• 4242": enough to recognise the card, never more (the processor holds the rest). */
function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}`;
}

export interface ReceiptPageProps {
  id: string;
  /** An admin's view of this merchant's receipt; null for the merchant's own. */
  merchantId?: string | null;
}

/** One charge itemized, printable (navigation and buttons hide in print, statement.css). */
export function ReceiptPage({ id, merchantId = null }: ReceiptPageProps) {
  const receipt = useQuery(receiptQueryOptions(merchantId, id));
  const back = merchantId ? paths.adminMerchantStatement.href(merchantId) : paths.statement.href();
  if (receipt.isPending) return <Spinner label="Loading the receipt" />;
  if (receipt.isError) {
    return (
      <div className="page container page-narrow">
        <LoadError what="this receipt" onRetry={() => void receipt.refetch()} />
        <Link to={back}>Back to the statement</Link>
      </div>
    );
  }
  const r = receipt.data;
  const refunded = r.refunds.reduce((sum, f) => sum + f.amountCents, 0);
  return (
    <div className="page container page-narrow receipt">
      <div className="receipt-actions no-print">
        <Link to={back}>Back to the statement</Link>
        <button type="button" className="btn btn-primary btn-small" onClick={() => window.print()}>
          Print receipt
        </button>
      </div>
      <article className="card receipt-card" aria-labelledby="receipt-heading">
        <header className="receipt-header">
          <p className="muted small">LeadLedger receipt</p>
          <h1 id="receipt-heading" className="page-title">
            {formatCents(r.totalCents)} charged
          </h1>
          <p className="muted">
            {formatDateTime(r.chargedAt)} · {r.merchant.name} ({r.merchant.email})
          </p>
        </header>
        <table className="receipt-items" aria-label="Charge itemized">
          <tbody>
            <tr>
              <th scope="row">Affiliate commission{r.affiliateName ? ` to ${r.affiliateName}` : ''}</th>
              <td>{formatCents(r.commissionCents)}</td>
            </tr>
            <tr>
              <th scope="row">Platform fee (10%)</th>
              <td>{formatCents(r.feeCents)}</td>
            </tr>
            <tr className="receipt-total">
              <th scope="row">Total charged</th>
              <td>{formatCents(r.totalCents)}</td>
            </tr>
            {r.refunds.map((f) => (
              <tr key={f.id} className="receipt-refund">
                <th scope="row">
                  Refunded {formatDateTime(f.refundedAt)}: {f.reason.toLowerCase()}
                  {f.processorRefundId ? ` (${f.processorRefundId})` : ''}
                </th>
                <td>−{formatCents(f.amountCents)}</td>
              </tr>
            ))}
            {r.refunds.length > 0 && (
              <tr className="receipt-total">
                <th scope="row">Net paid</th>
                <td>{formatCents(r.totalCents - refunded)}</td>
              </tr>
            )}
          </tbody>
        </table>
        <dl className="receipt-details">
          <div>
            <dt>Call</dt>
            <dd>
              {r.customerName ?? 'Customer'}
              {r.customerEmail ? ` (${r.customerEmail})` : ''}
              {r.scheduledAt ? `, ${formatDateTime(r.scheduledAt)}` : ''}
            </dd>
          </div>
          <div>
            <dt>Program</dt>
            <dd>{r.programName ?? '—'}</dd>
          </div>
          <div>
            <dt>Affiliate</dt>
            <dd>{r.affiliateName ?? '—'}</dd>
          </div>
          <div>
            <dt>Paid with</dt>
            <dd>{r.card ? cardLabel(r.card) : '—'}</dd>
          </div>
          <div>
            <dt>Processor charge id</dt>
            <dd>
              <code className="processor-id">{r.processorChargeId ?? '—'}</code>
            </dd>
          </div>
          <div>
            <dt>Call id</dt>
            <dd>
              <code className="processor-id">{r.callId}</code>
            </dd>
          </div>
        </dl>
      </article>
    </div>
  );
}
