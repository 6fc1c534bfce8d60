import type { Plugin } from 'vite';
import { actions } from './src/domain/actions';

const MODULE_ID = 'virtual:action-methods';

/**
 * `virtual:action-methods`: each Action's HTTP method, read from the contract at build time. The
 * console's Action client needs only this, so pages such as sign-in do not download the zod schemas.
 */
export const actionMethods = (): Plugin => ({
  name: 'action-methods',
  resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
  load: (id) => {
    if (id !== `\0${MODULE_ID}`) return undefined;
    const methods = Object.fromEntries(Object.entries(actions).map(([name, action]) => [name, action.method]));
    return `export default ${JSON.stringify(methods)};`;
  },
});
