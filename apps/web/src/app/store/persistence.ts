import { PERSIST_KEY_PREFIX } from "@portal/contract";
import type { Middleware, Store } from "redux";
import { sessionEnded } from "../../lib/session-events.ts";

/**
 * SPEC §3 persisted client state, in localStorage under `reduxPersist:{key}`. The stored text
 * is the one redux-persist wrote (each top-level field as its own JSON text, plus `_persist`),
 * so sessions kept by an earlier portal survive and readers of that format keep working; the
 * library itself (2.6 kB gzipped of every route, DESIGN §5) is not needed for two small
 * slices read once at start.
 */

/** A slice kept across reloads. */
export interface PersistedSlice<S> {
  /** The store key, and the storage key after the prefix. */
  key: string;
  /** Storage is outside the portal's control: a copy of another shape is dropped, not trusted. */
  isValid(stored: unknown): stored is S;
}

const VERSION = { version: 1, rehydrated: true };

export const storageKeyOf = (key: string) => `${PERSIST_KEY_PREFIX}${key}`;

/** Writes a slice's state in redux-persist's format. */
function serialise(state: object): string {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(state)) fields[name] = JSON.stringify(value);
  fields._persist = JSON.stringify(VERSION);
  return JSON.stringify(fields);
}

/** Reads a stored slice (redux-persist's format, or plain JSON); undefined when unusable. */
function deserialise(text: string): unknown {
  const outer = JSON.parse(text) as unknown;
  if (!outer || typeof outer !== "object" || Array.isArray(outer)) return undefined;
  const state: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(outer)) {
    if (name === "_persist") continue;
    state[name] = typeof value === "string" ? JSON.parse(value) : value;
  }
  return state;
}

/** The stored copies that are valid, as a preloaded state for the store. */
export function readPersisted(
  slices: readonly PersistedSlice<unknown>[],
  storage: Storage = localStorage,
): Record<string, unknown> {
  const loaded: Record<string, unknown> = {};
  for (const slice of slices) {
    try {
      const text = storage.getItem(storageKeyOf(slice.key));
      const state = text === null ? undefined : deserialise(text);
      if (state !== undefined && slice.isValid(state)) loaded[slice.key] = state;
    } catch {
      // Unreadable: start from the slice's initial state.
    }
  }
  return loaded;
}

export interface Persistence {
  /** Stops writing (a test's store, once its test is over). */
  pause(): void;
}

/**
 * Writes each persisted slice whenever its state changes. When the session ends, the reset
 * state is not kept: the copies are removed (no copy of the old session stays behind).
 */
export function persistSlices(
  store: Store,
  slices: readonly PersistedSlice<unknown>[],
  storage: Storage = localStorage,
): Persistence {
  let paused = false;
  const written = new Map<string, unknown>();
  const state = () => store.getState() as Record<string, unknown>;
  for (const slice of slices) written.set(slice.key, state()[slice.key]);
  const unsubscribe = store.subscribe(() => {
    if (paused) return;
    for (const slice of slices) {
      const current = state()[slice.key];
      if (written.get(slice.key) === current) continue;
      written.set(slice.key, current);
      try {
        storage.setItem(storageKeyOf(slice.key), serialise(current as object));
      } catch {
        // Storage full or blocked: the state still holds for this page's lifetime.
      }
    }
  });
  return {
    pause() {
      paused = true;
      unsubscribe();
    },
  };
}

/** Removes the stored copies once the session has ended (after the slices have reset). */
export function purgeWhenSessionEnds(
  slices: readonly PersistedSlice<unknown>[],
  storage: Storage = localStorage,
): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (sessionEnded.match(action)) {
      for (const slice of slices) {
        try {
          storage.removeItem(storageKeyOf(slice.key));
        } catch {
          // Storage blocked: nothing was kept either.
        }
      }
    }
    return result;
  };
}
