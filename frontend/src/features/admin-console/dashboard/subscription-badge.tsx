/**
 * docs/product/screen-states.md, Subscription: the admin subscription badge uses the default style when active; otherwise
 * it shows the status (secondary style), or "inactive" when there is none.
 */
export function subscriptionBadge(status: string | null | undefined): { label: string; className: string } {
  if (status === 'active') return { label: 'active', className: 'badge badge-primary' };
  return { label: status || 'inactive', className: 'badge badge-muted' };
}

export function SubscriptionBadge({ status }: { status: string | null | undefined }) {
  const { label, className } = subscriptionBadge(status);
  return <span className={className}>{label}</span>;
}
