import { errors } from '../../src/domain/messages';
import { isForeignKeyViolation } from '../db/errors';
import { ApiError } from '../protocol/api-error';

/**
 * Runs a write whose references (object, parent, perimeter, lock) were checked just before it: one removed
 * by someone else in between makes the database refuse it, which is a 409, not a server error.
 */
export async function unlessRemovedMeanwhile<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, errors.conflict);
    throw error;
  }
}
