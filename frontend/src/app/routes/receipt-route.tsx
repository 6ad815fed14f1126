import { useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { ReceiptPage } from '../../features/statement/receipt-page';
import { MerchantOnly } from './merchant-only';

export default function ReceiptRoute() {
  const { user } = useSession();
  const { id = '' } = useParams();
  if (user?.role !== 'merchant') return <MerchantOnly what="Receipts" />;
  return <ReceiptPage id={id} />;
}
