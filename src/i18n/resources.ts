import type * as en from './en';
import type { Catalogue } from './types';

type Namespaces = typeof en;

/** Namespaces that label no resource: they stay at the top level under their own name (`ra`: react-admin's). */
const NOT_RESOURCES = new Set(['common', 'auth', 'ra', 'setup', 'search', 'bulk']);

/** A namespace's resource by the naming rule: `accessRights` labels `access_rights`. */
const resourceName = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The react-admin resources and the catalogue that labels each (`resources.<name>.fields.<field>`): every
 * namespace labels the resource of its own name, so a new resource with its own namespace needs no line
 * here; the resources below are labelled by a part of another namespace.
 */
export const withResources = (ns: Catalogue<Namespaces>) => ({
  ...ns,
  resources: {
    ...Object.fromEntries(
      Object.entries(ns).flatMap(([name, catalogue]) =>
        NOT_RESOURCES.has(name) ? [] : [[resourceName(name), catalogue]],
      ),
    ),
    bans: ns.users.bans,
    user_keys: ns.users.keys,
    abonent_keys: ns.abonents.keys,
    access_journal: ns.journal,
    access_points: ns.points,
    access: { name: ns.objects.menu, menu: ns.objects.menu },
    access_objects: ns.objects,
    guest_passes: ns.accessRights.guestPasses,
    access_perimeters: ns.objects.perimeters,
    sip_devices: ns.sip.devices,
    sip_servers: ns.sip.servers,
    payment_methods: ns.companies.paymentMethods,
    deleted: ns.undo.deleted,
    two_factor: { name: ns.auth.twoFactor.page.title, menu: ns.auth.twoFactor.page.menu },
  } as Record<string, unknown>,
});
