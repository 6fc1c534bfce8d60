import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { CompanyAdmins } from './CompanyAdmins';
import { LocalServersSection } from './LocalServersSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { SipServersSection } from './SipServersSection';

const TABS = [
  { name: 'admins', Content: CompanyAdmins },
  { name: 'localServers', Content: LocalServersSection },
  { name: 'sipServers', Content: SipServersSection },
  { name: 'paymentMethods', Content: PaymentMethodsSection },
] as const;

/**
 * The company's parts the spec puts in tabs (section 3: admins, local servers, SIP servers, payment
 * methods). The open tab is in the address (`?tab=`), so a reload or a shared link opens the same one.
 */
export const CompanyTabs = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.name === params.get('tab')) ?? TABS[0];
  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Tabs
        value={current.name}
        onChange={(_, name: string) => setParams({ tab: name }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 1 }}
      >
        {TABS.map(({ name }) => (
          <Tab
            key={name}
            value={name}
            label={translate(`resources.companies.tabs.${name}`)}
            id={`company-tab-${name}`}
            aria-controls={`company-tabpanel-${name}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`company-tabpanel-${current.name}`} aria-labelledby={`company-tab-${current.name}`}>
        <current.Content />
      </div>
    </Box>
  );
};
