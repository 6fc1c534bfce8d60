import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
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
import { accessPointForm, accessPointTypes } from '../../domain/access-point';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useAccessTree } from '../accessTreeData';
import { perimeterChoices } from '../nodeChoices';
import { LockInput } from './LockInput';
import { RestrictionsInput } from './RestrictionsInput';

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

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
 * The access point form with the extended settings (spec section 3): the lock, where the point is, how
 * it opens, the geo restriction, the default key settings and key restrictions. Every abonent sees the
 * change.
 */
export const PointForm = () => {
  const translate = useTranslate();
  const types = accessPointTypes.map((type) => ({ id: type, name: translate(`points.type.${type}`) }));
  return (
    <ResourceForm schema={accessPointForm} warnAbonents={{ except: ['comment'] }}>
      <TextInput source="displayName" isRequired fullWidth autoFocus />
      <LockInput />
      <PerimeterInput />
      <SelectInput source="type" choices={types} fullWidth />
      <TextInput source="sid" fullWidth />
      <TextInput source="elevator" fullWidth />
      <BooleanInput source="isPostamatAccessPoint" />
      <BooleanInput source="isLift" />

      <Section title="points.sections.opening" />
      <NumberInput source="openTime" step={500} min={0} />
      <NumberInput source="distance" min={0} />
      <BooleanInput source="autoOpen" />
      <BooleanInput source="isOpeningByPhone" />
      <BooleanInput source="isOpeningByInternet" />

      <Section title="points.fields.geoRestriction.title" />
      <NumberInput source="geoRestriction.radius" min={1} />
      <NumberInput source="geoRestriction.latitude" step={0.000001} min={-90} max={90} />
      <NumberInput source="geoRestriction.longitude" step={0.000001} min={-180} max={180} />

      <Section title="points.fields.defaultKeySettings.title" />
      <NumberInput source="defaultKeySettings.keepDoorOpened" step={500} min={0} />
      <BooleanInput source="defaultKeySettings.gestures.useMethod1" />
      <BooleanInput source="defaultKeySettings.gestures.useMethod2" />
      <Section title="points.fields.defaultKeySettings.onMoving.title" />
      <NumberInput source="defaultKeySettings.onMoving.activeDistance" min={0} />
      <NumberInput source="defaultKeySettings.onMoving.tooCloseToLockDistance" min={0} />
      <BooleanInput source="defaultKeySettings.onMoving.autoOpen" />
      <BooleanInput source="defaultKeySettings.onMoving.autoClose" />
      <BooleanInput source="defaultKeySettings.onMoving.keepOpenedWhileStayingNear" />
      <BooleanInput source="defaultKeySettings.onMoving.openWhileTooCloseToLock" />

      <Section title="points.fields.keyUsage.title" />
      <RestrictionsInput />

      <Section title="points.sections.other" />
      <TextArrayInput source="transports" fullWidth />
      <DateInput source="paymentDate" />
      <TextInput source="comment" fullWidth multiline minRows={2} />
    </ResourceForm>
  );
};
