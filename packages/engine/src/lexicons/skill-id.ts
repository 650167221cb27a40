/**
 * The id the lexicon build gives a skill's label ("Bank reconciliation" → "bank-reconciliation"); a label whose
 * id another skill took first gets "_" after it, which callers that name a skill by its label must not assume.
 */
export const skillId = (label: string) =>
  label
    // "Māori" → "maori": a letter's accent or macron is no reason to drop the letter.
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, '-')
    .replace(/^-|-$/g, '') || 'skill'
