import { TextInput } from 'react-admin';
import { type SipServerRecord, sipServerForm } from '../../../contract/sip';
import { CompanyRecordsSection } from './CompanyRecordsSection';

/**
 * The company's SIP servers (spec: company form, SIP servers: host, description): the platform's
 * `sip_servers` records of this company, added, changed and deleted with the same Actions as on
 * /sip_servers (a server SIP devices use is not deleted: the server's reason is the toast).
 */
export const SipServersSection = () => (
  <CompanyRecordsSection<SipServerRecord>
    resource="sip_servers"
    title="resources.companies.fields.sipServers.title"
    addLabel="resources.companies.actions.addSipServer"
    editTitle="resources.sip_servers.edit"
    empty="resources.sip_servers.emptyList"
    columns={[
      { label: 'resources.sip_servers.fields.name', cell: (server) => server.name },
      { label: 'resources.companies.fields.sipServers.host', cell: (server) => server.host },
      {
        label: 'resources.companies.fields.sipServers.description',
        cell: (server) => server.description ?? '',
        wideOnly: true,
      },
    ]}
    schema={sipServerForm}
    formRecord={(server, company) =>
      server
        ? { companyId: server.companyId, name: server.name, host: server.host, description: server.description }
        : { companyId: company.id, name: '', host: '', description: null }
    }
  >
    <TextInput source="name" resource="sip_servers" isRequired autoFocus helperText={false} />
    <TextInput
      source="host"
      resource="sip_servers"
      isRequired
      autoComplete="off"
      helperText="resources.sip_servers.help.host"
    />
    <TextInput source="description" resource="sip_servers" multiline helperText={false} />
  </CompanyRecordsSection>
);
