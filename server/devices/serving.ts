import { type SQL, sql } from 'drizzle-orm';

/**
 * The devices that serve an access point (`kind`, `id`, `name`), named as the console names a device
 * everywhere (the devices list, a resident's delivery, what needs attention): a controller by its
 * installation location, a local server by its name.
 */
export const servingDevicesOf = (accessPointId: SQL | string) => sql`
  select 'controller'::text as kind, c.id, c.installation_location as name
    from device_points dp join controllers c on c.id = dp.controller_id
   where dp.access_point_id = ${accessPointId}
  union all
  select 'localServer'::text, s.id, s.name
    from device_points dp join local_servers s on s.id = dp.local_server_id
   where dp.access_point_id = ${accessPointId}`;
