import type { resources } from '../../contract/actions';

type Bindings = typeof resources;

/** The resources the contract binds to Actions, in either area (contract/<entity>.ts). */
type BoundResourceName = keyof Bindings['company'] | keyof Bindings['platform'];

/** Resources that are pages of their own, with no Actions bound to their name: a route and a menu entry. */
type PageResourceName = 'access' | 'working_time' | 'two_factor' | 'attention' | 'import_files';

/**
 * Every resource name the console may use. `<Resource>` (typedResource.ts) and the data hooks (typedHooks.ts) take
 * only these, so a misspelled name fails the type check rather than a screen.
 */
export type ResourceName = (BoundResourceName | PageResourceName) & string;
