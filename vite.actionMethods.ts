import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { auditedActionNames } from './contract/audited.ts';

/**
 * What the console's Action client and dataProvider need of the contract, read from it at build time as
 * plain data, so that no page downloads the zod schemas (and what they import, such as the phone
 * metadata) just to call an Action:
 * - `virtual:action-methods`: each Action's HTTP method;
 * - `virtual:resource-bindings`: each area's resources and the Actions that serve them;
 * - `virtual:audited-actions`: the names of the Actions the audit trail holds (contract/audited.ts);
 * - `virtual:creating-actions`: the names of the creating Actions, which take an Idempotency-Key;
 * - `virtual:action-permissions`: the permission each Action of a role area needs (contract/permissions.ts).
 */
type Contract = {
  actions: Record<string, { method: string; area: string; creates?: true; reads?: true; permission?: string }>;
  resources: unknown;
};
const modules: Record<string, (contract: Contract) => unknown> = {
  'virtual:action-methods': ({ actions }) =>
    Object.fromEntries(Object.entries(actions).map(([name, action]) => [name, action.method])),
  'virtual:resource-bindings': ({ resources }) => resources,
  'virtual:audited-actions': ({ actions }) => auditedActionNames(actions),
  'virtual:creating-actions': ({ actions }) =>
    Object.entries(actions)
      .filter(([, action]) => action.creates)
      .map(([name]) => name),
  'virtual:action-permissions': ({ actions }) =>
    Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => action.permission)
        .map(([name, action]) => [name, action.permission]),
    ),
};

export const actionMethods = (): Plugin => ({
  name: 'action-methods',
  resolveId: (id) => (id in modules ? `\0${id}` : undefined),
  load: async (id) => {
    const make = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
    if (!make) return undefined;
    // Loaded here rather than imported by the config, which Vite would bundle along with the contract.
    const contract = await tsImport('./contract/actions.ts', import.meta.url);
    return `export default ${JSON.stringify(make(contract))};`;
  },
});
