import type { ActionContract } from '../../contract/protocol';
import type { ActionContext } from './context';

/** An Action as the dispatcher runs it: its contract and its handler. */
export interface RegisteredAction {
  contract: ActionContract;
  handler: (input: unknown, ctx: ActionContext) => Promise<unknown>;
}

/**
 * Pairs every contract with its handler. Fails at start-up, not on the first call, when a contract has no
 * handler or a handler no contract.
 */
export function createRegistry(
  contracts: Record<string, ActionContract>,
  handlers: Record<string, unknown>,
): Map<string, RegisteredAction> {
  const missing = Object.keys(contracts).filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !Object.hasOwn(contracts, name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `Action registry mismatch: without handler [${missing.join(', ')}], without contract [${unknown.join(', ')}]`,
    );
  }
  return new Map(
    Object.entries(contracts).map(([name, contract]) => [
      name,
      { contract, handler: handlers[name] as RegisteredAction['handler'] },
    ]),
  );
}
