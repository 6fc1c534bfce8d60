import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:action-methods';

/**
 * `virtual:action-methods`: each Action's HTTP method, read from the contract at build time. The
 * console's Action client needs only this, so pages such as sign-in do not download the zod schemas.
 */
export const actionMethods = (): Plugin => ({
  name: 'action-methods',
  resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
  load: async (id) => {
    if (id !== `\0${MODULE_ID}`) return undefined;
    // Loaded here rather than imported by the config, which Vite would bundle along with the contract.
    const { actions } = await tsImport('./src/domain/actions.ts', import.meta.url);
    const methods = Object.fromEntries(
      Object.entries(actions as Record<string, { method: string }>).map(([name, action]) => [name, action.method]),
    );
    return `export default ${JSON.stringify(methods)};`;
  },
});
