import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { CompanyAdmins } from './CompanyAdmins';
import { CompanyForm } from './CompanyForm';
import { CompanyKeysLine } from './CompanyKeysLine';

const TABS = ['general', 'admins'] as const;

/**
 * A company's edit page: the details (with its keys and a delete that asks first; a company with
 * abonents, locks or keys is not deleted, the server's reason with the counts comes as the toast) and
 * its admins, each tab saved on its own.
 */
export const CompanyEdit = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('general');
  return (
    <ResourceEdit actions={<DeleteRecordButton />}>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 1 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`resources.companies.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'general' && (
        <>
          <CompanyKeysLine />
          <CompanyForm />
        </>
      )}
      {tab === 'admins' && <CompanyAdmins />}
    </ResourceEdit>
  );
};
