import * as en from './en';
import type { Locale } from './locale';
import * as ru from './ru';
import type { Catalogue } from './types';

type Namespaces = typeof en;

/**
 * The react-admin resources and the namespace that labels each (`resources.<name>.fields.<field>`).
 * Namespaces that are not a resource (common, auth) stay at the top level under their own name.
 */
const withResources = (ns: Catalogue<Namespaces>) => ({
  ...ns,
  resources: {
    users: ns.users,
    bans: ns.users.bans,
    addresses: ns.addresses,
    abonents: ns.abonents,
    abonent_keys: ns.abonents.keys,
    tariffs: ns.tariffs,
    cameras: ns.cameras,
    companies: ns.companies,
    controllers: ns.controllers,
    locks: ns.locks,
    payments: ns.payments,
    postamates: ns.postamates,
    access_rights: ns.accessRights,
    access_journal: ns.journal,
    access_points: ns.points,
    access: { name: ns.objects.menu },
    access_objects: ns.objects,
    access_perimeters: ns.objects.perimeters,
    local_keys: ns.localKeys,
    reg_keys: ns.regKeys,
    sim_payments: ns.simPayments,
    sip_devices: ns.sip.devices,
    sip_servers: ns.sip.servers,
  },
});

/** Our catalogues for each language, Russian checked against English key for key. */
export const catalogues: Record<Locale, ReturnType<typeof withResources>> = {
  en: withResources(en),
  ru: withResources(ru satisfies Catalogue<Namespaces>),
};
