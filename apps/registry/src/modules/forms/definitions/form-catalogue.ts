// The definitions a service reads forms with: by form type, the one its files define (new
// forms start on it), and for a form already created, the version it was created on.
import type { VersionChange } from "@portal/contract";
import type { CompiledForm } from "./catalogue.ts";
import { versionChanges } from "./version-changes.ts";

/** What a form row says of its definition. */
export interface PinnedForm {
  formTypeCode: string;
  definitionVersion: number | null;
}

/** Reads a version this process has not compiled yet (another instance's newer files). */
export type VersionLoader = (code: string, version: number) => Promise<CompiledForm | undefined>;

export class FormCatalogue extends Map<string, CompiledForm> {
  readonly #compiled = new Map<string, CompiledForm>();
  readonly #changes = new WeakMap<CompiledForm, WeakMap<CompiledForm, VersionChange[]>>();
  readonly #load: VersionLoader | undefined;

  constructor(current: Iterable<CompiledForm>, load?: VersionLoader) {
    super([...current].map((form) => [form.code, form]));
    this.#load = load;
  }

  /**
   * The definition `form` is read with: the version it is pinned to. A form with no version
   * yet (data made before any version was registered) is read with the current one.
   */
  async of(form: PinnedForm): Promise<CompiledForm | undefined> {
    const current = this.get(form.formTypeCode);
    const version = form.definitionVersion;
    if (version === null || current?.version === version) return current;
    const key = `${form.formTypeCode}@${version}`;
    const known = this.#compiled.get(key);
    if (known) return known;
    const loaded = await this.#load?.(form.formTypeCode, version);
    if (loaded) this.#compiled.set(key, loaded);
    return loaded;
  }

  /** What a draft moved from `from` to `to` meets new or changed (worked out once a pair). */
  changes(from: CompiledForm, to: CompiledForm): VersionChange[] {
    const known = this.#changes.get(to)?.get(from);
    if (known) return known;
    const changes = versionChanges(from, to);
    const ofTarget = this.#changes.get(to) ?? new WeakMap<CompiledForm, VersionChange[]>();
    ofTarget.set(from, changes);
    this.#changes.set(to, ofTarget);
    return changes;
  }
}
