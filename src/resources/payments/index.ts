import Payments from '@mui/icons-material/Payments';
import { lazyExport } from '../lazyExport';

const PaymentList = lazyExport(() => import('./PaymentList'), 'PaymentList');

/** Payments (Set A, /payments): abonents' payments, filtered, totalled and exported. */
const payments = {
  list: PaymentList,
  icon: Payments,
};
export default payments;
