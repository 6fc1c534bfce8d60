import Alert from '@mui/material/Alert';
import { BooleanInput, NumberInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection } from '../../access/points/FormSection';
import {
  LOCK_ACTIVE_DISTANCE_M,
  LOCK_ACTIVE_TIME_MS,
  lockTypes,
  type PlatformLockRecord,
  platformLockForm,
} from '../../../contract/platform-lock';
import { Row, UnitInput } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { CompanyInput } from './CompanyInput';
import { useFocusFirstField } from '../../layout/forms/firstField';

/**
 * The lock's company. While access points of its company use the lock, the company cannot change (the
 * server refuses it): the form says so instead of offering a choice that would fail.
 */
const LockCompany = () => {
  const translate = useTranslate();
  const lock = useRecordContext<PlatformLockRecord>();
  if (lock?.pointsCount) {
    return (
      <>
        <TextInput source="companyName" disabled fullWidth helperText={false} />
        <Alert severity="info" role="note" sx={{ mb: 1 }}>
          {translate('resources.locks.help.companyLocked', { smart_count: lock.pointsCount })}
        </Alert>
      </>
    );
  }
  return <CompanyInput />;
};

/** The phone of the lock's own SIM: asked for only with an integrated SIM. */
const GsmPhone = () => {
  const integratedSim = useWatch({ name: 'gsm.integratedSim' }) as boolean | undefined;
  return <TextInput source="gsm.phoneNumber" fullWidth disabled={!integratedSim} autoComplete="off" />;
};

const distanceHelp = ['resources.locks.help.distance', LOCK_ACTIVE_DISTANCE_M] as const;

/**
 * The lock form (Lock) in sections that fold: the lock itself open, then gestures,
 * on-moving settings, opening methods, GSM, Internet and metadata. Bounds are the platform's own (contract/platform-lock.ts).
 */
export const LockForm = () => {
  const translate = useTranslate();
  const types = lockTypes.map((type) => ({ id: type, name: translate(`resources.locks.types.${type}`) }));
  const help = ([key, args]: readonly [string, object]) => translate(key, args);
  return (
    <ResourceForm schema={platformLockForm}>
      <FormSection
        title="resources.locks.sections.main"
        sources={[
          'pid',
          'name',
          'type',
          'companyId',
          'controllerPhone',
          'ssid',
          'version',
          'requirePincode',
          'activeTime',
        ]}
        defaultExpanded
      >
        <Row>
          <TextInput source="pid" isRequired fullWidth autoFocus={useFocusFirstField()} />
          <SelectInput source="type" choices={types} isRequired fullWidth />
        </Row>
        <TextInput source="name" isRequired fullWidth />
        <LockCompany />
        <Row>
          <TextInput source="controllerPhone" fullWidth autoComplete="off" />
          <TextInput source="ssid" fullWidth />
          <TextInput source="version" fullWidth />
        </Row>
        <UnitInput
          unit="ms"
          source="activeTime"
          step={500}
          min={LOCK_ACTIVE_TIME_MS.min}
          max={LOCK_ACTIVE_TIME_MS.max}
          helperText={help(['resources.locks.help.activeTime', LOCK_ACTIVE_TIME_MS])}
        />
        <BooleanInput source="requirePincode" />
      </FormSection>

      <FormSection title="resources.locks.fields.gestures.title" sources={['gestures']}>
        <BooleanInput source="gestures.method1" />
        <BooleanInput source="gestures.method2" />
      </FormSection>

      <FormSection title="resources.locks.fields.onMoving.title" sources={['onMoving']}>
        <Row>
          <UnitInput
            unit="m"
            source="onMoving.activeDistance"
            min={0}
            max={LOCK_ACTIVE_DISTANCE_M.max}
            fullWidth
            helperText={help(distanceHelp)}
          />
          <UnitInput
            unit="m"
            source="onMoving.tooCloseDistance"
            min={0}
            max={LOCK_ACTIVE_DISTANCE_M.max}
            fullWidth
            helperText="resources.locks.help.tooCloseDistance"
          />
        </Row>
        <BooleanInput source="onMoving.autoOpen" />
        <BooleanInput source="onMoving.autoClose" />
        <BooleanInput source="onMoving.keepOpenedWhileNear" />
        <BooleanInput source="onMoving.openWhileTooClose" />
      </FormSection>

      <FormSection
        title="resources.locks.sections.methods"
        sources={['ble', 'nfc', 'qrCode', 'wifiDirect', 'bluetooth']}
      >
        <BooleanInput source="ble" helperText="resources.locks.help.ble" />
        <BooleanInput source="nfc" />
        <BooleanInput source="qrCode" />
        <BooleanInput source="wifiDirect" />
        <BooleanInput source="bluetooth" helperText="resources.locks.help.bluetooth" />
      </FormSection>

      <FormSection title="resources.locks.fields.gsm.title" sources={['gsm']}>
        <BooleanInput source="gsm.integratedSim" />
        <GsmPhone />
      </FormSection>

      <FormSection title="resources.locks.fields.internet.title" sources={['internet']}>
        <TextInput source="internet.url" fullWidth />
        <BooleanInput source="internet.geoRestriction" helperText="resources.locks.help.geoRestriction" />
        <Row>
          <UnitInput unit="m" source="internet.radius" min={1} fullWidth />
          <NumberInput source="internet.latitude" step={0.000001} min={-90} max={90} fullWidth />
          <NumberInput source="internet.longitude" step={0.000001} min={-180} max={180} fullWidth />
        </Row>
      </FormSection>

      <FormSection title="resources.locks.fields.metadata.title" sources={['metadata']}>
        <Row>
          <TextInput source="metadata.version" fullWidth />
          <TextInput source="metadata.type" fullWidth />
        </Row>
        <Row>
          <TextInput source="metadata.hardwareType" fullWidth />
          <TextInput source="metadata.hardwareVersion" fullWidth />
          <TextInput source="metadata.hardwareExtension" fullWidth />
        </Row>
      </FormSection>
    </ResourceForm>
  );
};
