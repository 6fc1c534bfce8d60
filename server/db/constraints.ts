import { isForeignKeyViolation, isUniqueViolation } from './errors';

/**
 * What a refused write means to the caller, by the constraint the database refused it on: the error to
 * throw instead (usually an ApiError with a 409), or a function making it (which may look up why).
 */
type Answer = Error | (() => Error | Promise<Error>);

export interface ConstraintAnswers {
  /** A unique index or key refused the row: a duplicate. */
  unique?: Answer;
  /** A foreign key refused it: a referenced row is missing, or the row is still referenced. */
  foreignKey?: Answer;
}

/**
 * Runs a write the database may refuse on a constraint and answers each refusal it names with its error;
 * every other failure, and a constraint not named, is thrown as it was. The constraint is the judge, not
 * a check beforehand: two requests racing each other are refused the same way. A write Action runs in a
 * transaction (the audit trail's, server/audit/transaction.ts), which a refused statement aborts: when an
 * answer queries to say why, run the write in a savepoint (`ctx.db.transaction((tx) => …)`).
 */
export async function answerConstraints<T>(write: PromiseLike<T>, answers: ConstraintAnswers): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const answer =
      answers.unique && isUniqueViolation(error)
        ? answers.unique
        : answers.foreignKey && isForeignKeyViolation(error)
          ? answers.foreignKey
          : undefined;
    if (!answer) throw error;
    throw answer instanceof Error ? answer : await answer();
  }
}
