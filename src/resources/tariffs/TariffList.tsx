import { DataTable, DateField, type RaRecord, useLocaleState } from 'react-admin';
import { ResourceList } from '../../layout/lists/ResourceList';
import { EffectiveUntilField, MoneyField, TariffTypeField } from './TariffFields';
import { useTariffRevisionPath } from './tariffPaths';

/** The company's tariffs, each as its revision in force; a row opens that revision. */
export const TariffList = () => {
  const revisionPath = useTariffRevisionPath();
  const [locale] = useLocaleState();
  return (
    <ResourceList
      sort={{ field: 'displayName', order: 'ASC' }}
      rowClick={(id, _resource, record: RaRecord) => revisionPath(String(id), record.revision)}
    >
      <DataTable.Col source="displayName" />
      <DataTable.Col source="tariffType" disableSort>
        <TariffTypeField />
      </DataTable.Col>
      <DataTable.Col source="costPerMonth" align="right">
        <MoneyField source="costPerMonth" />
      </DataTable.Col>
      <DataTable.Col source="costPerYear" align="right">
        <MoneyField source="costPerYear" />
      </DataTable.Col>
      <DataTable.Col source="effectiveUntil" disableSort>
        <EffectiveUntilField />
      </DataTable.Col>
      <DataTable.Col source="revision" align="right" />
      <DataTable.Col source="modified" sx={{ width: 160 }}>
        <DateField source="modified" showTime locales={locale} options={{ dateStyle: 'short', timeStyle: 'short' }} />
      </DataTable.Col>
    </ResourceList>
  );
};
