/**
 * Short words whose full stop is an abbreviation's, not a sentence's end: a legal form ("Ltd.", "Co."), a
 * person's title or an institution's short word. The one list for every reader that splits or trims at a stop.
 */
export const abbreviatedWords =
  'Sr|Jr|St|Dr|Mr|Ms|Mrs|Inc|Co|Corp|Ltd|Pte|Pty|Pvt|Bros|Asst|Assoc|Assn|Mgr|Dept|Intl|Univ|No|Şti|Bhd|Ltda|Lda|Kft|Zrt'

// Letters each with its stop ("P.C.", "L.L.C.", Turkey's "A.Ş.") are one too.
const abbreviation = new RegExp(`^(?:${abbreviatedWords})\\.$|^(?:\\p{L}\\.){2,}$`, 'iu')

/** Whether the text ends on an abbreviation's full stop ("Fernhill & Co."), which belongs to the name. */
export const endsOnAbbreviation = (text: string) => abbreviation.test(text.split(/\s+/).at(-1) ?? '')

/** "Title, Company, City." ends like a sentence in some designs; an abbreviation's stop stays ("Flex Ltd."). */
export const dropClosingStop = (line: string) => {
  const last = line.split(/\s+/).at(-1) ?? ''
  // A word with other stops is an abbreviation too ("Sp. z o.o.").
  return /^[^.]{2,}\.$/.test(last) && !endsOnAbbreviation(last) ? line.slice(0, -1) : line
}
