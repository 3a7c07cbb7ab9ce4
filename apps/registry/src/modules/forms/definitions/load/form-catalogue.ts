// The definitions a service reads forms with: by form type, the one its files define (new
// forms start on it), and for a form already created, the version it was created on.
import type { VersionChange } from "@portal/contract";
import { versionChanges } from "../../versions/version-changes.ts";
import type { CompiledForm } from "./catalogue.ts";

/** What a form row says of its definition (and, filed for a round, of its practising year). */
export interface PinnedForm {
  formTypeCode: string;
  definitionVersion: number | null;
  apcYear?: string | null;
}

/** Reads a version this process has not compiled yet (another instance's newer files). */
export type VersionLoader = (code: string, version: number) => Promise<CompiledForm | undefined>;

/**
 * A definition filed for a round as a form of the practising year `year` reads it (a form
 * from before rounds: the round open today); undefined when no such round exists.
 */
export type RoundReader = (
  definition: CompiledForm,
  year: string | null,
) => Promise<CompiledForm | undefined>;

export class FormCatalogue extends Map<string, CompiledForm> {
  readonly #compiled = new Map<string, CompiledForm>();
  readonly #changes = new WeakMap<CompiledForm, WeakMap<CompiledForm, VersionChange[]>>();
  readonly #load: VersionLoader | undefined;
  readonly #inRound: RoundReader | undefined;

  constructor(current: Iterable<CompiledForm>, load?: VersionLoader, inRound?: RoundReader) {
    super([...current].map((form) => [form.code, form]));
    this.#load = load;
    this.#inRound = inRound;
  }

  /**
   * The definition `form` is read with: the version it is pinned to, with its round's figures
   * when filed for one. A form with no version yet (data made before any version was
   * registered) is read with the current one.
   */
  async of(form: PinnedForm): Promise<CompiledForm | undefined> {
    const definition = await this.#version(form);
    if (!definition?.definition.round || !this.#inRound) return definition;
    return this.#inRound(definition, form.apcYear ?? null);
  }

  async #version(form: PinnedForm): Promise<CompiledForm | undefined> {
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
