import { Resource } from 'react-admin';
import addresses from '../../resources/addresses';
import { AreaAdmin } from '../AreaAdmin';
import { companyMenu } from './menu';

/**
 * Set B, the company admin area (/intercom-ru). Unknown paths go to the first screen built so far:
 * addresses, until abonents (the spec's target) exists.
 */
const CompanyAdmin = () => (
  <AreaAdmin area="company" menuOrder={companyMenu} fallbackResource="addresses">
    <Resource name="addresses" {...addresses} />
  </AreaAdmin>
);

export default CompanyAdmin;
