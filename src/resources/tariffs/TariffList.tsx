import { DataTable } from 'react-admin';
import { ResourceList } from '../../layout/lists/ResourceList';
import { MoneyField } from '../../layout/fields/MoneyField';
import { EffectiveUntilField, TariffTypeField } from './TariffFields';
import { useTariffRevisionPath } from './tariffPaths';

/** The company's tariffs, each as its revision in force; a row opens that revision. */
export const TariffList = () => {
  const revisionPath = useTariffRevisionPath();
  return (
    <ResourceList
      sort={{ field: 'displayName', order: 'ASC' }}
      rowPath={(record) => revisionPath(String(record.id), record.revision)}
      mobile={{ primary: 'displayName', secondary: <TariffTypeField />, tertiary: <EffectiveUntilField /> }}
    >
      <DataTable.Col source="displayName" />
      <DataTable.Col source="tariffType" disableSort>
        <TariffTypeField />
      </DataTable.Col>
      <DataTable.Col source="costPerMonth" align="right">
        <MoneyField source="costPerMonth" currency />
      </DataTable.Col>
      <DataTable.Col source="costPerYear" align="right">
        <MoneyField source="costPerYear" currency />
      </DataTable.Col>
      <DataTable.Col source="effectiveUntil" disableSort>
        <EffectiveUntilField />
      </DataTable.Col>
      <DataTable.Col source="revision" align="right" />
    </ResourceList>
  );
};
