import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ComponentType, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { CompanyAdmins } from './CompanyAdmins';
import { CompanyApiToken } from './CompanyApiToken';
import { CompanyForm } from './CompanyForm';
import { CompanyLocalServers } from './CompanyLocalServers';
import { CompanyPaymentMethods } from './CompanyPaymentMethods';

/** What the company's keys and people come to: counted by the server, never typed. */
const CompanyCounts = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  if (!company) return null;
  const counts = [
    ['keysUsed', company.keysUsed],
    ['keysRemaining', company.keysRemaining],
    ['users', company.users],
    ['administrators', company.administrators],
  ] as const;
  return (
    <Stack direction="row" sx={{ px: 2, pt: 2, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {counts.map(([field, value]) => (
        <Typography key={field} variant="body2" color={field === 'keysRemaining' && value < 0 ? 'error' : 'text.secondary'}>
          {translate(`resources.companies.fields.${field}`)}: <strong>{value}</strong>
        </Typography>
      ))}
    </Stack>
  );
};

const General = () => (
  <>
    <CompanyCounts />
    <CompanyForm />
  </>
);

/** The tabs of the company form (spec section 2: admins, local servers, SIP servers, payment methods). */
const tabs: [label: string, Panel: ComponentType][] = [
  ['general', General],
  ['admins', CompanyAdmins],
  ['localServers', CompanyLocalServers],
  ['paymentMethods', CompanyPaymentMethods],
  ['apiToken', CompanyApiToken],
];

/** The tabs and the chosen one's panel; each tab saves on its own, with its own toast. */
const CompanyTabs = () => {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(0);
  const Panel = tabs[chosen][1];
  return (
    <>
      <Tabs value={chosen} onChange={(_event, index: number) => setChosen(index)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {tabs.map(([label], index) => (
          <Tab key={label} label={translate(`resources.companies.tabs.${label}`)} id={`company-tab-${index}`} aria-controls={`company-panel-${index}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`company-panel-${chosen}`} aria-labelledby={`company-tab-${chosen}`}>
        <Panel />
      </div>
    </>
  );
};

/** A company's page: its details and, in tabs, its admins, local servers, payment methods, API token and QR. */
export const CompanyEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <CompanyTabs />
  </ResourceEdit>
);
