import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router';
import { accessPointForm, accessPointTypes } from '../../../contract/access-point';
import { Row, UnitInput } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useAccessTree } from '../accessTreeData';
import { perimeterChoices } from '../nodeChoices';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { LockInput } from './LockInput';
import { FormSection } from './FormSection';
import { RestrictionsInput } from './RestrictionsInput';
import { CAMERA_INPUT_ID } from './timeline/NoCamera';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** The perimeter the point is in, among those of its object (or all of them when no object is known). */
const PerimeterInput = () => {
  const record = useRecordContext();
  const [query] = useSearchParams();
  const accessObjectId = (record?.accessObjectId as string | undefined) ?? query.get('accessObjectId') ?? undefined;
  const { data: nodes = [] } = useAccessTree();
  const choices = useMemo(() => perimeterChoices(nodes, { accessObjectId }), [nodes, accessObjectId]);
  return <AutocompleteInput source="perimeterId" choices={choices} isRequired fullWidth />;
};

/**
 * The access point form with the extended settings: the lock, where the point is, how
 * it opens, the geo restriction, the default key settings and key restrictions. Every abonent sees the
 * change.
 */
export const PointForm = () => {
  const translate = useTranslate();
  const types = accessPointTypes.map((type) => ({ id: type, name: translate(`points.type.${type}`) }));
  return (
    <ResourceForm schema={accessPointForm} warnAbonents={{ kind: 'point', except: ['comment', 'cameraId'] }}>
      <FormSection
        title="points.sections.main"
        sources={[
          'displayName',
          'lockId',
          'perimeterId',
          'cameraId',
          'type',
          'sid',
          'elevator',
          'isPostamatAccessPoint',
          'isLift',
        ]}
        defaultExpanded
      >
        <TextInput source="displayName" isRequired fullWidth autoFocus={useFocusFirstField()} />
        <LockInput />
        <PerimeterInput />
        {/* Optional, not in the spec: the camera whose status the point's timeline shows. */}
        <ReferenceSelectInput
          source="cameraId"
          reference="cameras"
          optionText="name"
          currentText="cameraName"
          noOptionsText="points.noCameras"
          id={CAMERA_INPUT_ID}
        />
        <SelectInput source="type" choices={types} fullWidth />
        <Row>
          <TextInput source="sid" fullWidth />
          <TextInput source="elevator" fullWidth />
        </Row>
        <BooleanInput source="isPostamatAccessPoint" />
        <BooleanInput source="isLift" />
      </FormSection>

      <FormSection
        title="points.sections.opening"
        sources={['openTime', 'distance', 'autoOpen', 'isOpeningByPhone', 'isOpeningByInternet']}
      >
        <Row>
          <UnitInput unit="ms" source="openTime" step={500} min={0} fullWidth />
          <UnitInput unit="m" source="distance" min={0} fullWidth />
        </Row>
        <BooleanInput source="autoOpen" />
        <BooleanInput source="isOpeningByPhone" />
        <BooleanInput source="isOpeningByInternet" />
      </FormSection>

      <FormSection title="points.fields.geoRestriction.title" sources={['geoRestriction']}>
        <Row>
          <UnitInput unit="m" source="geoRestriction.radius" min={1} fullWidth />
          <NumberInput source="geoRestriction.latitude" step={0.000001} min={-90} max={90} fullWidth />
          <NumberInput source="geoRestriction.longitude" step={0.000001} min={-180} max={180} fullWidth />
        </Row>
      </FormSection>

      <FormSection title="points.fields.defaultKeySettings.title" sources={['defaultKeySettings']}>
        <UnitInput unit="ms" source="defaultKeySettings.keepDoorOpened" step={500} min={0} />
        <BooleanInput source="defaultKeySettings.gestures.useMethod1" />
        <BooleanInput source="defaultKeySettings.gestures.useMethod2" />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {translate('points.fields.defaultKeySettings.onMoving.title')}
        </Typography>
        <Row>
          <UnitInput unit="m" source="defaultKeySettings.onMoving.activeDistance" min={0} fullWidth />
          <UnitInput unit="m" source="defaultKeySettings.onMoving.tooCloseToLockDistance" min={0} fullWidth />
        </Row>
        <BooleanInput source="defaultKeySettings.onMoving.autoOpen" />
        <BooleanInput source="defaultKeySettings.onMoving.autoClose" />
        <BooleanInput source="defaultKeySettings.onMoving.keepOpenedWhileStayingNear" />
        <BooleanInput source="defaultKeySettings.onMoving.openWhileTooCloseToLock" />
      </FormSection>

      <FormSection title="points.sections.keyUsage" sources={['keyUsage']}>
        <RestrictionsInput />
      </FormSection>

      <FormSection title="points.sections.other" sources={['transports', 'paymentDate', 'comment']}>
        <TextArrayInput source="transports" fullWidth />
        <DateInput source="paymentDate" />
        <TextInput source="comment" fullWidth multiline minRows={2} />
      </FormSection>
    </ResourceForm>
  );
};
