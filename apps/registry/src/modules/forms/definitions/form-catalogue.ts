// The definitions a service reads forms with: by form type, the one its files define (new
// forms start on it), and for a form already created, the version it was created on.
import type { CompiledForm } from "./catalogue.ts";

/** What a form row says of its definition. */
export interface PinnedForm {
  formTypeCode: string;
  definitionVersion: number | null;
}

/** Reads a version this process has not compiled yet (another instance's newer files). */
export type VersionLoader = (code: string, version: number) => Promise<CompiledForm | undefined>;

export class FormCatalogue extends Map<string, CompiledForm> {
  readonly #compiled = new Map<string, CompiledForm>();
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
}
