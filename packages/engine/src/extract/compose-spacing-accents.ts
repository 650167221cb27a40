// Spacing accents and the combining marks they stand for.
const marks: Record<string, string> = {
  '\u00B4': '\u0301', // ´ acute
  '\u02DD': '\u030B', // ˝ double acute
  '\u02C6': '\u0302', // ˆ circumflex
  '\u02DC': '\u0303', // ˜ tilde
  '\u00A8': '\u0308', // ¨ diaeresis
  '\u02C7': '\u030C', // ˇ caron
  '\u02D8': '\u0306', // ˘ breve
  '\u02DA': '\u030A', // ˚ ring
}

/**
 * TeX without T1 fonts draws an accented letter as a spacing accent set over the letter ("In ´es" for
 * "Inés", the kern before the accent read as a space): the accent and the letter after it become one letter,
 * the space dropped inside a word (a lowercase letter follows). Only where Unicode has the letter precomposed,
 * and an acute only over a vowel: one typed as an apostrophe ("don´t", "it´s") stays.
 */
export function composeSpacingAccents(text: string): string {
  return text.replace(
    /(\p{L}?)( ?)([\u00B4\u02DD\u02C6\u02DC\u00A8\u02C7\u02D8\u02DA])(\p{L})/gu,
    (run, before: string, space: string, accent: string, letter: string) => {
      const composed = `${letter}${marks[accent]}`.normalize('NFC')
      if (composed.length !== 1 || (accent === '\u00B4' && !/[aeiouy]/i.test(letter))) return run
      return `${before}${before && /\p{Ll}/u.test(letter) ? '' : space}${composed}`
    },
  )
}
