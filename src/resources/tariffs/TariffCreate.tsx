import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { TariffForm } from './TariffForm';

/** A new tariff: its first revision. Saving returns to the list. */
export const TariffCreate = () => (
  <ResourceCreate>
    <TariffForm />
  </ResourceCreate>
);
