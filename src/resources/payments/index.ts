import Payments from '@mui/icons-material/Payments';
import { lazyExport } from '../lazyExport';

const PaymentList = lazyExport(() => import('./PaymentList'), 'PaymentList');

/** Payments (/payments in both areas): abonents' payments, filtered, totalled and exported; recorded by hand in a company. */
const payments = {
  list: PaymentList,
  icon: Payments,
};
export default payments;
