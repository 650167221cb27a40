// Shapes of the generated data files in ./data (written by scripts/build-lexicons.ts). Lines of
// tab-separated fields inside one JSON string parse several times faster than nested JSON arrays.

/** The alias only counts when written with a capital letter ("Go", "REST", "Spring"). */
export const KEY_CASED = 1
/** From a broad taxonomy (ESCO, rarer O*NET products): trusted only as a multi-word phrase. */
export const KEY_MULTIWORD_ONLY = 2

export interface SkillsFile {
  /** Lines of `id, label, category (0 tool | 1 domain | 2 soft)`. */
  entries: string
  /** Lines of `stemmed key, entry index * 4 + flags`. */
  keys: string
  /** The longest key, in words. */
  maxTokens: number
  /** Lines of `entry index, entry index it implies` ("Epic" implies "EHR"). */
  implies: string
}

export interface TitlesFile {
  /** Lines of `O*NET-SOC code, canonical title`. */
  occupations: string
  /** Lines of `stemmed key, occupation index`. */
  keys: string
  maxTokens: number
}
