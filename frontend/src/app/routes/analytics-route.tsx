import { useSession } from '../../api/session';
import { AnalyticsPage } from '../../features/analytics/analytics-page';
import { MerchantOnly } from './merchant-only';

export default function AnalyticsRoute() {
  const { user } = useSession();
  if (user?.role !== 'merchant') return <MerchantOnly what="Analytics" />;
  return <AnalyticsPage />;
}
