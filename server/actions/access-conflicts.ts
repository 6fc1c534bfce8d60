import { errors } from '../../contract/messages';
import { answerConstraints } from '../db/constraints';
import { ApiError } from '../protocol/api-error';

/**
 * Runs a write whose references (object, parent, perimeter, lock) were checked just before it: one removed
 * by someone else in between makes the database refuse it, which is a 409, not a server error.
 */
export const unlessRemovedMeanwhile = <T>(write: PromiseLike<T>): Promise<T> =>
  answerConstraints(write, { foreignKey: () => new ApiError(409, errors.conflict) });
