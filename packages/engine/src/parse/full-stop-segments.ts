// Some designs end each part of an entry's heading with a full stop ("Legacy Health, Portland, OR. IT Support
// Technician."; ESIEEcv, CurVe). In a heading every word is capitalised, so there a full stop is a separator,
// never the end of a sentence.
const joiners = new Set([
  'of',
  'and',
  'in',
  'at',
  'the',
  'for',
  'on',
  'to',
  'with',
  'a',
  'an',
  '&',
  'de',
  'y',
  'et',
  'und',
])
// Abbreviations that end in a full stop inside a name ("Flex Ltd. Austin", "St. Mary's").
const abbreviation = /(?:^|[\s.])(?:\p{L}|Inc|Ltd|Co|Corp|St|Dr|Mt|Jr|Sr|Bros|No|Dept|Univ|Ave)$/u

const isTitleCase = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'‘“]+|[),.;:"'’”]+$/g, ''))
    .every((w) => !w || /^[\p{Lu}\d]/u.test(w) || joiners.has(w))

/** A heading cell's parts split at full stops ("A. B." → "A | B"); any other cell, or line, as it was. */
export function splitFullStops(line: string): string {
  if (line.startsWith('• ')) return line
  return line
    .split('\t')
    .map((cell) => {
      if (!/\p{L}\.$/u.test(cell) || !isTitleCase(cell)) return cell
      // "Flex Ltd." keeps its stop.
      const parts = (abbreviation.test(cell.slice(0, -1)) ? cell : cell.slice(0, -1)).split(
        /\.\s+(?=\p{Lu})/u,
      )
      // Rejoin where the stop closed an abbreviation.
      return parts
        .reduce<string[]>((out, part) => {
          const last = out.at(-1)
          if (last !== undefined && abbreviation.test(last)) out[out.length - 1] = `${last}. ${part}`
          else out.push(part)
          return out
        }, [])
        .join(' | ')
    })
    .join('\t')
}
