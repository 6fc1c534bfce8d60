import { describe, expect, it } from 'vitest';
import { Gathered } from '../../server/db/gathered';

// Calls that arrive together are answered by one statement per group: what the acknowledgements and the
// devices' last-seen marks rely on to cost the database a statement per burst rather than per device.

interface Call {
  group: string;
  key: string;
}

/** A Gathered whose statements are recorded, each answering its keys (or failing when told to). */
function recorded(options: { max?: number; retryAlone?: boolean; failWhen?: (batch: Call[]) => boolean } = {}) {
  const statements: string[][] = [];
  const gathered = new Gathered<Call, string>({
    gatherMs: 5,
    max: options.max ?? 100,
    keyOf: (call) => call.key,
    groupOf: (call) => call.group,
    retryAlone: options.retryAlone ?? false,
    run: async (batch) => {
      statements.push(batch.map((call) => call.key));
      if (options.failWhen?.(batch)) throw new Error('refused');
      return new Map(batch.map((call) => [call.key, `answer of ${call.key}`]));
    },
  });
  return { gathered, statements };
}

describe('calls gathered into statements', () => {
  it('answers calls made together with one statement per group, each its own answer', async () => {
    const { gathered, statements } = recorded();
    const answers = await Promise.all([
      gathered.call({ group: 'controller', key: 'a' }),
      gathered.call({ group: 'localServer', key: 'b' }),
      gathered.call({ group: 'controller', key: 'c' }),
    ]);
    expect(answers).toEqual(['answer of a', 'answer of b', 'answer of c']);
    expect(statements.sort()).toEqual([['a', 'c'], ['b']]);
  });

  it('puts a key once in a statement and a batch over the limit into the next', async () => {
    const { gathered, statements } = recorded({ max: 2 });
    await Promise.all(['a', 'a', 'b', 'c'].map((key) => gathered.call({ group: 'g', key })));
    expect(statements).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
  });

  it('fails every call of a failed statement, or tries each again alone when asked to', async () => {
    const failing = recorded({ failWhen: (batch) => batch.length > 1 });
    const settled = await Promise.allSettled(['a', 'b'].map((key) => failing.gathered.call({ group: 'g', key })));
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);

    const retried = recorded({ retryAlone: true, failWhen: (batch) => batch.some((call) => call.key === 'bad') });
    const results = await Promise.allSettled(
      ['a', 'bad', 'b'].map((key) => retried.gathered.call({ group: 'g', key })),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(retried.statements).toEqual([['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });

  it('fails a call its statement gave no answer for', async () => {
    const gathered = new Gathered<Call, string>({
      gatherMs: 5,
      max: 10,
      keyOf: (call) => call.key,
      groupOf: (call) => call.group,
      retryAlone: false,
      run: async () => new Map([['a', 'answer of a']]),
    });
    const results = await Promise.allSettled(['a', 'b'].map((key) => gathered.call({ group: 'g', key })));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });
});
