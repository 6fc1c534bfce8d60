import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ControllerRecord } from '../../../contract/controller';
import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { DeviceDoorsSection } from '../local_servers/DeviceDoors';
import { ControllerForm } from './ControllerForm';
import { ControllerTokenSection } from './ControllerToken';

/** The controllers that have this one as their backside, by secure ID: while any, it is not deleted. */
const fronts = (controller: ControllerRecord) => ({
  controllers: controller.backsideOf.map((front) => front.secureId).join(', '),
  smart_count: controller.backsideOf.length,
});

/** Says which controllers have this one as their backside (and so keep it from being deleted). */
const BacksideOfNote = () => {
  const translate = useTranslate();
  const controller = useRecordContext<ControllerRecord>();
  if (!controller?.backsideOf.length) return null;
  return (
    <Alert severity="info" role="note" sx={{ mx: 2, mt: 2 }}>
      {translate('resources.controllers.help.backsideOf', fronts(controller))}
    </Alert>
  );
};

/**
 * A controller's edit page: its online state, which controllers have it as their backside, the form, the
 * access points it serves and its device token, and a delete that asks first; the question says, for a controller some other has as its backside, which
 * one, and the server refuses that delete naming them.
 */
export const ControllerEdit = () => (
  <ResourceEdit
    actions={
      <DeleteRecordButton<ControllerRecord>
        detail={(controller) =>
          controller.backsideOf.length
            ? { message: 'resources.controllers.help.backsideOf', args: fronts(controller) }
            : undefined
        }
      />
    }
  >
    <DeviceStatusLine label="resources.controllers.fields.status" />
    <BacksideOfNote />
    <ControllerForm />
    <DeviceDoorsSection kind="controller" />
    <ControllerTokenSection />
  </ResourceEdit>
);
