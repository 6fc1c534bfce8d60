import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../open';
import { addresses, sipDevices, sipServers } from '../schema';
import { demoCompanies } from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoSipDevice {
  name: string;
  server: number;
  address: string;
  openMethod: 'dtmf' | 'relay' | 'http';
  dtmfOpenCommand?: string;
  description?: string;
  /** Days since the panel last registered on its server; absent: never. */
  registeredDaysAgo?: number;
  configuration: string;
}

interface DemoSipCompany {
  servers: { name: string; host: string; description?: string }[];
  devices: DemoSipDevice[];
}

/** A panel's configuration: its SIP account, and DHCP or a fixed address. */
const panelConfiguration = (username: string, password: string, network: string, door = 'relay_time_ms = 3000') =>
  `# Вызывная панель: учётная запись SIP, звук, замок и сеть
[sip]
username = ${username}
password = ${password}
display_name = ${username}
port = 5060
transport = udp
register_interval = 300

[audio]
codecs = pcma, pcmu, g722
speaker_volume = 7
mic_volume = 6
echo_cancel = true

[door]
${door}

[network]
${network}
`;

const dhcp = 'dhcp = true';
const fixedAddress = (ip: string) =>
  `dhcp = false\nip = ${ip}\nmask = 255.255.255.0\ngateway = 192.168.10.1\ndns = 192.168.10.1, 8.8.8.8`;

/** By demo company name (demo-data.ts): Северный квартал has two servers; Riverside one. */
const demoSip: Record<string, DemoSipCompany> = {
  'УК «Северный квартал»': {
    servers: [
      { name: 'SIP-сервер Лесная', host: 'sip.lesnaya.sevkvartal.ru', description: 'Основной сервер, дома 12 и 14' },
      { name: 'SIP-сервер Новослободская', host: 'sip2.sevkvartal.ru' },
    ],
    devices: [
      {
        name: 'Панель Лесная 12, подъезд 1',
        server: 0,
        address: 'г. Москва, ул. Лесная, д. 12, подъезд 1',
        openMethod: 'dtmf',
        dtmfOpenCommand: '*1#',
        description: 'Вход со двора',
        registeredDaysAgo: 0,
        configuration: panelConfiguration(
          'lesnaya12-1',
          'Vx7-panel-12a',
          dhcp,
          'relay_time_ms = 3000\ndtmf_code = *1#',
        ),
      },
      {
        name: 'Панель Лесная 12, подъезд 2',
        server: 0,
        address: 'г. Москва, ул. Лесная, д. 12, подъезд 2',
        openMethod: 'dtmf',
        dtmfOpenCommand: '*1#',
        registeredDaysAgo: 1,
        configuration: panelConfiguration(
          'lesnaya12-2',
          'Vx7-panel-12b',
          fixedAddress('192.168.10.22'),
          'relay_time_ms = 3000\ndtmf_code = *1#',
        ),
      },
      {
        name: 'Панель Лесная 14, подъезд 1',
        server: 0,
        address: 'г. Москва, ул. Лесная, д. 14, подъезд 1',
        openMethod: 'relay',
        registeredDaysAgo: 3,
        configuration: panelConfiguration(
          'lesnaya14-1',
          'Qm4-panel-14a',
          dhcp,
          'relay = 1\nrelay_time_ms = 5000\nexit_button = true',
        ),
      },
      {
        name: 'Калитка Новослободская 33',
        server: 1,
        address: 'г. Москва, ул. Новослободская, д. 33',
        openMethod: 'http',
        description: 'Калитка у шлагбаума, открывается по HTTP',
        configuration: panelConfiguration('novosl33-gate', 'Tz9-gate-33', fixedAddress('192.168.10.33')),
      },
    ],
  },
  'Riverside Property Management': {
    servers: [{ name: 'Riverside SIP', host: 'sip.riverside-pm.co.uk' }],
    devices: [
      {
        name: 'Harbour Street A panel',
        server: 0,
        address: '12 Harbour Street, Entrance A',
        openMethod: 'dtmf',
        dtmfOpenCommand: '#9',
        registeredDaysAgo: 2,
        configuration: panelConfiguration('harbour12a', 'Rv-panel-12a', dhcp, 'dtmf_code = #9'),
      },
    ],
  },
};

/** Adds the demo SIP servers and devices (inside the demo seed's transaction; ids in demoCompanies' order). */
export async function seedDemoSip(tx: Transaction, companyIds: readonly string[]): Promise<void> {
  for (const [name, company] of Object.entries(demoSip)) {
    const companyId = companyIds[demoCompanies.findIndex((demo) => demo.name === name)];
    const servers = await tx
      .insert(sipServers)
      .values(company.servers.map((server, order) => ({ companyId, ...server, createdAt: daysAgo(200 - order * 20) })))
      .returning({ id: sipServers.id });
    const addressRows = await tx
      .select({ id: addresses.id, value: addresses.value })
      .from(addresses)
      .where(
        and(
          eq(addresses.companyId, companyId),
          inArray(
            addresses.value,
            company.devices.map((device) => device.address),
          ),
        ),
      );
    const addressIds = new Map(addressRows.map((row) => [row.value, row.id]));
    await tx.insert(sipDevices).values(
      company.devices.map((device, order) => ({
        companyId,
        name: device.name,
        serverId: servers[device.server].id,
        addressId: addressIds.get(device.address) ?? null,
        openMethod: device.openMethod,
        dtmfOpenCommand: device.dtmfOpenCommand ?? null,
        description: device.description ?? null,
        configuration: device.configuration,
        registeredAt: device.registeredDaysAgo === undefined ? null : daysAgo(device.registeredDaysAgo),
        createdAt: daysAgo(150 - order * 10),
      })),
    );
  }
}
