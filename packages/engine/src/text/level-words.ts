// Level labels templates print beside a skill or a language ("Python — Advanced", "Spanish | Native").
const levels = 'expert|advanced|intermediate|beginner|basic|proficient|fluent|native|conversational|novice'
// Printed beside languages only: alone in a skills list, "Bilingual" is a claim, not a level.
const languageLevels =
  'native speaker|mother tongue|bilingual|upper intermediate|working|professional working|full professional|limited working|elementary|good|excellent|business|business fluent'
// The same scale in German, French and Spanish, and the CEFR's.
const otherLanguages =
  '[ABC][12](?:\\s*[-/]\\s*[ABC][12])?|muttersprache|muttersprachlich|fließend|verhandlungssicher|sehr gut|gut|grundkenntnisse|langue maternelle|maternelle|courant|bilingue|notions|intermédiaire|avancé|débutant|nativo|nativa|lengua materna|fluido|avanzado|intermedio|básico'

/** A skill's level label alone ("Advanced"): not a skill. */
export const skillLevel = new RegExp(`^(?:${levels})$`, 'i')

/** A row that starts with a level ("Native", "Mother tongue (C2)"): a name's detail under it in a list. */
export const startsWithLevel = new RegExp(`^(?:${levels}|elementary|bilingual|mother tongue)\\b`, 'i')

/** A spoken language's level, in English, German, French or Spanish, or on the CEFR scale. */
export const languageLevel = new RegExp(
  `^(?:${levels}|${languageLevels}|${otherLanguages})(?:\\s+(?:proficiency|level|knowledge|kenntnisse|\\([ABC][12]\\)))?$`,
  'i',
)
