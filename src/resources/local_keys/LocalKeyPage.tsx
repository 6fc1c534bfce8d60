import type { LocalKeyRecord } from '../../../contract/local-key';
import { DayField } from '../../layout/fields/DayField';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { Detail, KeyRecordPage } from '../../layout/keys/KeyRecordPage';

const field = (name: string) => `resources.local_keys.fields.${name}`;

/** A local key: what it is, its status with the moves allowed from it, its history. */
export const LocalKeyPage = () => (
  <KeyRecordPage<LocalKeyRecord>
    resource="local_keys"
    details={(keyRecord) => (
      <>
        <Detail label={field('company')}>{keyRecord.company}</Detail>
        <Detail label={field('localServer')}>{keyRecord.localServer}</Detail>
        <Detail label={field('phoneNumber')}>{formatPhoneNumber(keyRecord.phoneNumber)}</Detail>
        <Detail label={field('date')}>
          <DayField source="date" />
        </Detail>
        <Detail label={field('uuid')}>{keyRecord.uuid}</Detail>
      </>
    )}
  />
);
