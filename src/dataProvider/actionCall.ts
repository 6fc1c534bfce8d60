import type { ActionInput, ActionName, ActionResult } from '../../contract/actions';

/**
 * One Action call as the dataProvider makes it, typed by the contract: the parameters and the result
 * follow from the Action's name, so no caller chooses a result type. Refusals are react-admin's HttpError.
 */
export type ActionCall = <Name extends ActionName>(
  name: Name,
  params: ActionInput<Name>,
) => Promise<ActionResult<Name>>;
