import { useTranslate } from 'react-admin';
import type { RegKeyRecord } from '../../../contract/reg-key';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { Detail, KeyRecordPage } from '../../layout/keys/KeyRecordPage';
import { KeyPeriod } from '../../layout/keys/KeyPeriod';

const RegKeyDetails = ({ keyRecord }: { keyRecord: RegKeyRecord }) => {
  const translate = useTranslate();
  const field = (name: string) => `resources.reg_keys.fields.${name}`;
  return (
    <>
      <Detail label={field('company')}>{keyRecord.company}</Detail>
      <Detail label={field('phoneNumber')}>{formatPhoneNumber(keyRecord.phoneNumber)}</Detail>
      <Detail label={field('user')}>{keyRecord.user ?? '—'}</Detail>
      <Detail label={field('keyType')}>{translate(`resources.abonent_keys.keyTypes.${keyRecord.keyType}`)}</Detail>
      <Detail label={field('period')}>
        <KeyPeriod {...keyRecord} />
      </Detail>
      <Detail label={field('uuid')}>{keyRecord.uuid}</Detail>
      <Detail label={field('created')}>
        <LocalDateField source="created" record={keyRecord} showTime />
      </Detail>
    </>
  );
};

/** A registration key: what it is, its status with the moves allowed from it, its history. */
export const RegKeyPage = () => (
  <KeyRecordPage<RegKeyRecord> resource="reg_keys" details={(keyRecord) => <RegKeyDetails keyRecord={keyRecord} />} />
);
