import { useParams } from 'react-router-dom';
import { ReceiptPage } from '../../features/statement/receipt-page';

export default function AdminMerchantReceiptRoute() {
  const { merchantId = '', id = '' } = useParams();
  return <ReceiptPage merchantId={merchantId} id={id} />;
}
