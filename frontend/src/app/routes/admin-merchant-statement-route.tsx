import { useParams } from 'react-router-dom';
import { StatementPage } from '../../features/statement/statement-page';

/** An admin's view of one merchant's statement (the admin guard wraps every console route). */
export default function AdminMerchantStatementRoute() {
  const { merchantId = '' } = useParams();
  return <StatementPage merchantId={merchantId} />;
}
