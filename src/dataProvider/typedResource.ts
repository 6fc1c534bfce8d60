import { Resource as RaResource, type ResourceProps } from 'react-admin';
import type { ResourceName } from './resourceNames';

/**
 * react-admin's `<Resource>` with its name checked against the console's resources (resourceNames.ts):
 * the same component, a narrower type. Apart from the typed data hooks (typedHooks.ts), so that an area's
 * first download does not carry the hooks only its lazy pages use.
 */
export const Resource = RaResource as (props: ResourceProps & { name: ResourceName }) => ReturnType<typeof RaResource>;
