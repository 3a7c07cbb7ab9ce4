// The recertification audit sample (docs/decisions/060): an admin draws a share of the
// practitioners, by profession, from a seed recorded with the draw, so the same sample can be
// drawn again to show it was not chosen by hand. The desk shows the service's refusals as they
// are, so their texts live here for both to use.

/** A sample's seed in hexadecimal, as a new draw makes it and every draw records it. */
export const SAMPLE_SEED_HEX_LENGTH = 32;

export const recertificationSampleMessages = {
  rateOutOfRange:
    "The sampling rate must be a percentage above 0 and at most 100, " +
    "with at most one decimal place, like 10 or 2.5.",
  seedMissing: "A sample needs a seed: a new one, or the one recorded with the draw to repeat.",
  seedInvalid:
    `A sample's seed is ${SAMPLE_SEED_HEX_LENGTH} hexadecimal characters (0–9 and a–f), ` +
    "as recorded with its draw.",
} as const;
