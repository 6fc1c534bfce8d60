import { tariffForm } from '../../../contract/tariff';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { TariffInputs } from './TariffInputs';

/**
 * The tariff form with the domain's rules: the same the server applies. `formRootPathname`: the
 * tariff's own pages, between which a saved revision moves without asking.
 */
export const TariffForm = ({ formRootPathname }: { formRootPathname?: string }) => (
  <ResourceForm schema={tariffForm} formRootPathname={formRootPathname}>
    <TariffInputs />
  </ResourceForm>
);
