import { useSession } from '../../api/session';
import { StatementPage } from '../../features/statement/statement-page';
import { MerchantOnly } from './merchant-only';

export default function StatementRoute() {
  const { user } = useSession();
  if (user?.role !== 'merchant') return <MerchantOnly what="The statement" />;
  return <StatementPage />;
}
