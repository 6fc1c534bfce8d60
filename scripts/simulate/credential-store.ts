/**
 * A door device's own credential store, kept through the device protocol (docs/device-protocol.md): a
 * snapshot, then the changes since the version it holds, and an acknowledgement with the digest of the
 * whole set, carried by its next call for changes (or sent alone). It decides a pass at the door from
 * what it holds, as a real controller would, also while the platform is unreachable.
 * `npm run simulate -- --device` runs one; the server tests drive one too.
 */
import type { ActionResult } from '../../contract/actions';
import {
  type CredentialEntry,
  type CredentialVerdict,
  type DoorCredential,
  type PersonCredential,
  credentialVerdict,
} from '../../contract/credentials';
import type { PassDenialReason } from '../../contract/pass-event';

/** One call of a device Action: the answer's status and body (never throws for an HTTP error). */
export type DeviceCall = (
  method: 'GET' | 'POST',
  action: string,
  params?: Record<string, unknown>,
) => Promise<{ status: number; body: unknown }>;

interface Held {
  credential: DoorCredential;
  hash: bigint;
}

/** What the door is shown: a card's code, a phone's digits, a mobile key's id, a plate's key. */
export interface Presented {
  kind: PersonCredential['kind'];
  value: string;
}

export interface DoorDecision {
  opened: boolean;
  denialReason: PassDenialReason | null;
  /** The credential that decided, when one matched. */
  credential: PersonCredential | null;
  /** The version of the set the door decided with. */
  version: number;
}

const key = (accessPointId: string, credentialId: string) => `${accessPointId}/${credentialId}`;
const PAGE = 1000;

export class CredentialStore {
  /** The company's credential version this store is at (0: nothing yet). */
  version = 0;
  /** The version the server last had this store's digest of (-1: none), alone or with a call for changes. */
  acknowledged = -1;
  points: string[] = [];
  private readonly entries = new Map<string, Held>();

  constructor(private readonly call: DeviceCall) {}

  get size(): number {
    return this.entries.size;
  }

  /** The XOR of the hashes of every entry held, as 16 hexadecimal digits. */
  digest(): string {
    let digest = 0n;
    for (const { hash } of this.entries.values()) digest ^= hash;
    return digest.toString(16).padStart(16, '0');
  }

  /** Every entry held, for a comparison: `<point>/<credential>` -> hash. */
  hashes(): Map<string, string> {
    return new Map([...this.entries].map(([name, held]) => [name, held.hash.toString(16).padStart(16, '0')]));
  }

  /** Every person's credential held, with its point: what a door may be shown (the point entries left out). */
  personCredentials(): { accessPointId: string; credential: PersonCredential }[] {
    return [...this.entries].flatMap(([name, { credential }]) =>
      credential.kind === 'point' ? [] : [{ accessPointId: name.slice(0, name.indexOf('/')), credential }],
    );
  }

  /** Replaces the whole set with a fresh snapshot, page by page. */
  async snapshot(): Promise<void> {
    const fresh = new Map<string, Held>();
    let after: string | undefined;
    let version: number | undefined;
    do {
      const body = await this.expect('GetCredentialSnapshot', 'GET', { Limit: PAGE, ...(after && { After: after }) });
      // The first page's version: every later change is asked for from there (applying one twice is harmless).
      version ??= body.version;
      this.points = body.points;
      for (const item of body.items) fresh.set(key(item.accessPointId, item.credentialId), held(item));
      after = body.next ?? undefined;
    } while (after);
    this.entries.clear();
    for (const [name, entry] of fresh) this.entries.set(name, entry);
    this.version = version!;
    // A new set, perhaps at the version whose digest drifted: the server is told of it again.
    this.acknowledged = -1;
  }

  /**
   * Applies the changes since the version held (waiting up to `wait` seconds for some); takes a snapshot
   * when the server asks for one (also when the digest it carried drifted). The first call acknowledges the
   * version held with its digest, unless the server has it already: a device that applied a change tells it
   * with its next wait, one call fewer a change. Returns how many entries changed.
   */
  async pull(wait = 0): Promise<number> {
    if (this.version === 0) {
      await this.snapshot();
      return this.entries.size;
    }
    let applied = 0;
    let after: string | undefined;
    for (;;) {
      const since = this.version;
      const digest = !after && this.acknowledged !== since ? this.digest() : undefined;
      const params = {
        Since: since,
        Wait: after ? 0 : wait,
        Limit: PAGE,
        ...(after && { After: after }),
        ...(digest && { Digest: digest }),
      };
      const answer = await this.call('GET', 'GetCredentialChanges', params);
      if (answer.status === 409) {
        await this.snapshot();
        return applied + this.entries.size;
      }
      const body = ok('GetCredentialChanges', answer);
      if (digest) this.acknowledged = since;
      for (const item of body.items) {
        const name = key(item.accessPointId, item.credentialId);
        if (item.credential) this.entries.set(name, held(item));
        else this.entries.delete(name);
        applied += 1;
      }
      if (!body.next) {
        this.version = body.version;
        return applied;
      }
      after = body.next;
    }
  }

  /** Tells the server what it applied; the answer says whether its set is ours. */
  async acknowledge(): Promise<{ inSync: boolean; drift: boolean; version: number }> {
    const version = this.version;
    const answer = await this.expect('AcknowledgeCredentials', 'POST', { Version: version, Digest: this.digest() });
    this.acknowledged = version;
    return answer;
  }

  private async expect<Name extends DeviceAction>(name: Name, method: 'GET' | 'POST', params: Record<string, unknown>) {
    return ok(name, await this.call(method, name, params));
  }

  /**
   * The door's decision from the set it holds: a matching credential of the point, within its period and
   * daily hours (`clock`: the door's local 'HH:MM'), of a key type the point does not refuse.
   */
  decide(accessPointId: string, presented: Presented, at: Date, clock: string): DoorDecision {
    const outcome = (
      opened: boolean,
      denialReason: PassDenialReason | null,
      credential: PersonCredential | null = null,
    ) => ({
      opened,
      denialReason,
      credential,
      version: this.version,
    });
    const point = this.entries.get(key(accessPointId, 'point'))?.credential;
    const candidates = [...this.entries.entries()]
      .filter(([name]) => name.startsWith(`${accessPointId}/${presented.kind}:${presented.value}:`))
      .map(([, entry]) => entry.credential as PersonCredential);
    if (point?.kind !== 'point' || candidates.length === 0) return outcome(false, 'unknownKey');
    const verdicts = candidates.map((credential) => ({
      credential,
      verdict: credentialVerdict(credential, point, at, clock),
    }));
    const passing = verdicts.find(({ verdict }) => verdict === 'opens');
    if (passing) return outcome(true, null, passing.credential);
    // Refused: the reason of the first candidate, as the door would report it.
    const [{ credential, verdict }] = verdicts;
    return outcome(false, denialOf[verdict as Exclude<CredentialVerdict, 'opens'>], credential);
  }
}

/** The reason a door reports for each refusal (contract/pass-event.ts). */
const denialOf: Record<Exclude<CredentialVerdict, 'opens'>, PassDenialReason> = {
  keyTypeRefused: 'keyTypeRestricted',
  outsidePeriod: 'keyNotValid',
  outsideHours: 'outsideHours',
};

type DeviceAction = 'GetCredentialSnapshot' | 'GetCredentialChanges' | 'AcknowledgeCredentials';

/** The answer's body when it succeeded; else the error, with what the server said. */
function ok<Name extends DeviceAction>(name: Name, answer: { status: number; body: unknown }): ActionResult<Name> {
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as ActionResult<Name>;
}

const held = (item: CredentialEntry): Held => ({
  credential: item.credential!,
  hash: BigInt.asUintN(64, BigInt(`0x${item.hash}`)),
});
