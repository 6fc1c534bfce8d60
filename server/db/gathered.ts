/**
 * Calls that arrive within a few milliseconds of each other, answered by one statement per group: a change
 * at a gate wakes hundreds of devices, whose next calls arrive together, and a statement each was most of
 * what the database spent on a change (bench sync). Behind a load balancer such calls rarely share one
 * turn of the event loop, hence the short wait.
 */
export interface GatheredPlan<Item, Answer> {
  /** How long the first call of a batch waits for others. */
  gatherMs: number;
  /** At most this many in one statement; more wait for the next. */
  max: number;
  /** One call per key in a statement (a row is written once per statement): the next waits for the next. */
  keyOf(item: Item): string;
  /** Calls answered by one statement share a group (a kind of device: its table). */
  groupOf(item: Item): string;
  /** The answers by key; a call whose key is missing fails. */
  run(batch: Item[]): Promise<Map<string, Answer>>;
  /** When a batch fails, each of its calls is tried again alone (one bad call must not fail the others). */
  retryAlone: boolean;
}

interface Pending<Item, Answer> {
  item: Item;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

export class Gathered<Item, Answer> {
  private readonly queue: Pending<Item, Answer>[] = [];
  private scheduled = false;

  constructor(private readonly plan: GatheredPlan<Item, Answer>) {}

  call(item: Item): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => this.flush(), this.plan.gatherMs);
  }

  private flush() {
    this.scheduled = false;
    const taken = new Map<string, Pending<Item, Answer>>();
    const later: Pending<Item, Answer>[] = [];
    for (const pending of this.queue.splice(0)) {
      const key = this.plan.keyOf(pending.item);
      if (taken.has(key) || taken.size >= this.plan.max) later.push(pending);
      else taken.set(key, pending);
    }
    if (later.length > 0) {
      this.queue.push(...later);
      this.schedule();
    }
    const groups = new Map<string, Pending<Item, Answer>[]>();
    for (const pending of taken.values()) {
      const group = this.plan.groupOf(pending.item);
      groups.set(group, [...(groups.get(group) ?? []), pending]);
    }
    for (const batch of groups.values()) void this.run(batch);
  }

  private async run(batch: Pending<Item, Answer>[]) {
    try {
      const answers = await this.plan.run(batch.map((pending) => pending.item));
      for (const pending of batch) {
        const key = this.plan.keyOf(pending.item);
        if (answers.has(key)) pending.resolve(answers.get(key)!);
        else pending.reject(new Error(`no answer for ${key}`));
      }
    } catch (error) {
      if (batch.length === 1 || !this.plan.retryAlone) for (const pending of batch) pending.reject(error);
      else for (const pending of batch) void this.run([pending]);
    }
  }
}
