import Security from '@mui/icons-material/Security';
import { lazyExport } from '../lazyExport';

const TwoFactorPage = lazyExport(() => import('./TwoFactorPage'), 'TwoFactorPage');

/** Two-factor sign-in of the signed-in user (both areas, /two_factor): reached from the account menu. */
const twoFactor = { list: TwoFactorPage, icon: Security };
export default twoFactor;
