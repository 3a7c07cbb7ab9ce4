import { useSyncExternalStore } from "react";

/**
 * How far each chosen file's upload has got while a page save is under way, by the file's
 * bytes (file-spans.ts). Kept out of the store: it changes many times a second, and only
 * the listed files subscribe, each to its own share.
 */
export interface UploadProgress {
  /** The shares sent of the save under way. */
  update(shares: ReadonlyMap<string, number>): void;
  /** The save has answered (or failed): nothing is uploading. */
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** 0 to 1 while the file is sent with a save, undefined otherwise. */
  shareOf(bytes: string): number | undefined;
}

export function createUploadProgress(): UploadProgress {
  let shares: ReadonlyMap<string, number> = new Map();
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  return {
    update(next) {
      shares = next;
      announce();
    },
    clear() {
      if (shares.size === 0) return;
      shares = new Map();
      announce();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shareOf: (bytes) => shares.get(bytes),
  };
}

/** The upload share of one file, as whole percent (re-renders only when that changes). */
export function useUploadPercent(progress: UploadProgress, bytes: string): number | undefined {
  return useSyncExternalStore(progress.subscribe, () => {
    const share = progress.shareOf(bytes);
    return share === undefined ? undefined : Math.floor(share * 100);
  });
}
