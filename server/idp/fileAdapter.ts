/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens) in one JSON file under the data directory, so a
 * restarted local stack keeps users signed in and MSAL's refresh tokens keep working. oidc-provider's own memory
 * adapter forgets everything on restart. One process, a few users: a whole-file rewrite per change is fine.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent when the artifact does not expire. */
  expiresAt?: number;
}

export class JsonFileStore {
  private readonly entries: Map<string, Entry>;

  constructor(private readonly file: string) {
    const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>) : {};
    this.entries = new Map(Object.entries(saved));
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) return undefined;
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.save();
  }

  delete(keys: string[]): void {
    if (!keys.length) return;
    for (const key of keys) this.entries.delete(key);
    this.save();
  }

  /** Live entries whose key starts with the prefix. */
  *matching(prefix: string): Generator<[string, Entry]> {
    for (const [key] of this.entries) {
      const entry = this.get(key);
      if (key.startsWith(prefix) && entry) yield [key, entry];
    }
  }

  private save(): void {
    const now = Date.now();
    const live = [...this.entries].filter(
      ([, entry]) => entry.expiresAt === undefined || entry.expiresAt > now,
    );
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(live)), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

class JsonFileAdapter implements Adapter {
  constructor(
    private readonly store: JsonFileStore,
    private readonly model: string,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  private findWhere(test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const [, entry] of this.store.matching(`${this.model}:`)) {
      if (test(entry.payload)) return entry.payload;
    }
    return undefined;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn === undefined ? undefined : Date.now() + expiresIn * 1000;
    this.store.set(this.key(id), { payload, expiresAt });
    return Promise.resolve();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.store.get(this.key(id))?.payload);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.findWhere((payload) => payload.uid === uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.findWhere((payload) => payload.userCode === userCode));
  }

  consume(id: string): Promise<void> {
    const entry = this.store.get(this.key(id));
    if (entry) {
      this.store.set(this.key(id), {
        ...entry,
        payload: { ...entry.payload, consumed: Math.floor(Date.now() / 1000) },
      });
    }
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    this.store.delete([this.key(id)]);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    // Every model shares the store, so revoking a grant reaches its codes, access and refresh tokens alike.
    const keys = [...this.store.matching('')].filter(([, entry]) => entry.payload.grantId === grantId);
    this.store.delete(keys.map(([key]) => key));
    return Promise.resolve();
  }
}

export function jsonFileAdapter(file: string): AdapterFactory {
  const store = new JsonFileStore(file);
  return (model) => new JsonFileAdapter(store, model);
}
