import { tariffForm } from '../../domain/tariff';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { TariffInputs } from './TariffInputs';

/** The tariff form with the domain's rules: the same the server applies. */
export const TariffForm = () => (
  <ResourceForm schema={tariffForm}>
    <TariffInputs />
  </ResourceForm>
);
