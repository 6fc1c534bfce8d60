import Stack from '@mui/material/Stack';
import { Labeled, NumberField, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../layout/fields/LocalDateField';

/**
 * What the form cannot change, on an existing device: when it was added, when the panel last registered
 * on its SIP server, and how many abonents are linked to it.
 */
export const SipDeviceFacts = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
      <Labeled source="added">
        <LocalDateField source="added" showTime />
      </Labeled>
      <Labeled source="registered">
        <LocalDateField source="registered" showTime emptyText={translate('resources.sip_devices.notRegistered')} />
      </Labeled>
      <Labeled source="abonentCount">
        <NumberField source="abonentCount" />
      </Labeled>
    </Stack>
  );
};
