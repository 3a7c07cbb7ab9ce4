/** The parts one after another, in a new buffer of their own. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * The size of a shared buffer with room for `length` bytes: a power of two, 64 KiB at least,
 * so that a buffer outgrown is replaced a few times at most, never once per message.
 */
export const roomFor = (length: number) => Math.max(1 << 16, 2 ** Math.ceil(Math.log2(length)));
