// The categories a CPD activity is logged under, which a recertification cycle sets minimums
// of. A file of their own: the desk's cycles and the practitioner's progress section, lazily
// loaded apart, would otherwise share cpd.ts whole, as a chunk of its own.

/** The categories an activity is logged under; the form's options use these ids. */
export const cpdCategories = ["clinical", "professional", "cultural", "peer", "emergency"] as const;
export type CpdCategory = (typeof cpdCategories)[number];

export const cpdCategoryNames: Record<CpdCategory, string> = {
  clinical: "Clinical and scientific",
  professional: "Professional practice and ethics",
  cultural: "Cultural safety",
  peer: "Peer contact",
  emergency: "Medical emergency training",
};
