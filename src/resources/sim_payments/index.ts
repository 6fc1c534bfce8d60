import SimCard from '@mui/icons-material/SimCard';
import { lazyExport } from '../lazyExport';

const SimPaymentList = lazyExport(() => import('./SimPaymentList'), 'SimPaymentList');
const SimCardCreate = lazyExport(() => import('./SimCardCreate'), 'SimCardCreate');

/** SIM payments (Set A, /sim_payments): the SIM cards of companies' devices and what they are paid up to. */
const simPayments = {
  list: SimPaymentList,
  create: SimCardCreate,
  icon: SimCard,
  recordRepresentation: 'place',
};
export default simPayments;
