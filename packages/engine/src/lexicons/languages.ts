// Human languages a posting may ask the candidate to speak or write. Written by Tailor contributors (CC0).
// Most are also a nationality's adjective ("French doors", "Korean clients", "polish the brass"), so a language
// counts only where the words around it speak of language (ambiguous-aliases.ts).
export const languageNames = [
  'Afrikaans',
  'Albanian',
  'Amharic',
  'Arabic',
  'Armenian',
  'Bahasa Indonesia',
  'Bahasa Malaysia',
  'Bengali',
  'Bosnian',
  'Bulgarian',
  'Burmese',
  'Cantonese',
  'Catalan',
  'Croatian',
  'Czech',
  'Danish',
  'Dari',
  'Dutch',
  'English',
  'Estonian',
  'Farsi',
  'Filipino',
  'Finnish',
  'French',
  'German',
  'Greek',
  'Gujarati',
  'Haitian Creole',
  'Hausa',
  'Hebrew',
  'Hindi',
  'Hmong',
  'Hungarian',
  'Icelandic',
  'Igbo',
  'Irish',
  'Italian',
  'Japanese',
  'Kannada',
  'Khmer',
  'Korean',
  'Kurdish',
  'Lao',
  'Latvian',
  'Lithuanian',
  'Malay',
  'Malayalam',
  'Mandarin',
  'Māori',
  'Marathi',
  'Nepali',
  'Norwegian',
  'Pashto',
  'Persian',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Romanian',
  'Russian',
  'Samoan',
  'Serbian',
  'Sesotho',
  'Setswana',
  'Sinhala',
  'Slovak',
  'Slovenian',
  'Somali',
  'Swahili',
  'Swedish',
  'Tagalog',
  'Tamil',
  'Telugu',
  'Thai',
  'Tigrinya',
  'Tongan',
  'Turkish',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
  'Welsh',
  'Xhosa',
  'Yoruba',
  'Zulu',
  'American Sign Language',
  'British Sign Language',
  'Auslan',
  'te reo Māori',
]

// A language's name in its own tongue, as ads in its country write it ("isiZulu or Sesotho will be an advantage").
const ownNames: Record<string, string[]> = {
  Zulu: ['isiZulu'],
  Xhosa: ['isiXhosa'],
  Swahili: ['Kiswahili'],
  Setswana: ['Tswana'],
  Sesotho: ['Sotho'],
}
const names = languageNames.flatMap((name) => [name, ...(ownNames[name] ?? [])]).join('|')
/**
 * Words that make a language's name the language: speaking, writing or knowing it ("fluent in French", "spoken
 * English", "Bilingual (Spanish)", "Languages: Tamil"), a list of languages ("English, Hindi and Tamil", not
 * "Korean and Thai dishes") or only the one (a resume's "French (fluent)"), or the name opening a line that values it ("Afrikaans is
 * a bonus", "Mandarin would be an advantage").
 */
export const languageContext = new RegExp(
  [
    String.raw`\b(?:speak\w*|spoken|fluen\w*|languages?|bilingual|multilingual|proficien\w*|written|verbal|native|conversational|communicat\w*\s+in|read and write|interpret\w*|translat\w*|mother tongue|reo)\b`,
    String.raw`^\W*(?:\p{Lu}[\p{L}-]*\s){1,3}(?:is|would be|will be|are)\s+(?:also\s+)?(?:an?\s+)?(?:added\s+)?(?:bonus|plus|advantage|asset|desirable|advantageous|preferred|welcome|needed|required|necessary|essential|mandatory|obligatory|must)\b`,
    // "Good German skills (B2)", "able to read manuals in English": the skills of a language, or reading and
    // writing in it.
    String.raw`\b(?:${names})\s+skills\b|\bskills\s+in\s+(?:${names})\b|\b(?:read|reads|reading|write|writes|writing)\b(?:\s+[\w-]+){0,6}\s+in\s+(?:${names})\b`,
    // "English B1", "English level B2", "German at least B1", "English intermediate", "Estonian and English on working
    // level", "very good English", "Communicative English": a level of the language.
    String.raw`\b(?:${names})\s*(?:\(\s*)?(?:(?:level|at least|at|min\.?|minimum)\s+)*[ABC][12]\b|\b(?:${names})\s+level\b|\b(?:${names})\s*[,:–-]?\s*(?:(?:upper|pre)[- ])?(?:intermediate|advanced|fluent|native|conversational)\b|\b(?:${names})\s+on\s+(?:an?\s+)?(?:working|communicative|communication|conversational|good|basic|business|fluent|native)\s+level\b|\b(?:good|excellent|basic|working|business|strong|solid|fair|communicative|technical|simple|intermediate|advanced)\s+(?:${names})\b(?!\s+(?:cuisine|food|dishes|wines?|pastry|cooking|history|literature|law)\b)`,
    // A list of languages ends the phrase; "Korean and Thai dishes" are adjectives of a noun.
    String.raw`\b(?:${names})(?:\s*(?:,|\/|\band\b|\bor\b|&)\s*(?:${names}))+\s*(?:$|[,.;:()]|\s+(?:is|are|would|will|preferred|required|desirable|an?\b))`,
    String.raw`^[\s\p{P}]*(?:${names})\s*(?:\([^)]*\))?[\s\p{P}]*$`,
  ].join('|'),
  'iu',
)

/** How a language's name is written (the lexicon reads its stem, which "Polished" shares with "Polish"). */
export const languageForms = (name: string) =>
  name === 'te reo Māori'
    ? [name, 'Te reo Māori', 'te reo', 'Te reo', 'Te Reo', 'te reo Maori', 'Te reo Maori', 'Maori language']
    : [name, `${name} language`, ...(ownNames[name] ?? [])]

/**
 * In "Bilingual English/Spanish" the other language is what the ad asks for; English learners, their proficiency
 * levels and English language arts are the students' and the subject's, not the candidate's.
 */
export const englishSenses = {
  otherSense:
    /^\s*(?:(?:language\s+)?(?:learners?|arts|instruction|development|acquisition)|proficiency levels?|as a second)/iu,
  otherSenseBefore: /\bbilingual\b[^.;]*$|\bemergent\s+$/iu,
}
