import { stopwords } from '../text/stopwords.ts'

// A partnership's name lists its partners with commas ("Baker, Lane & Ortiz LLP", "Hart, Finch & Cole, P.C."),
// which every company and title reader takes for the end of the name. Two or more capitalised names joined by
// commas and a last "&" or "and" are one name.
const partner = "[A-Z][a-z'’]+"
const legalForm = '(?:,?\\s+(?:LLP|LLC|PLLC|P\\.C\\.|P\\.A\\.|Inc\\.|Ltd\\.))'
const firm = new RegExp(
  `\\b${partner}(?:, ${partner})+,? (?:&|and) ${partner}(?:\\s+(?:${partner}|LLP|LLC|PLLC))*${legalForm}?`,
  'g',
)
// A list of words in a title line ("Welder, Fitter & Rigger") has the same shape; a firm's name ends in its legal
// form, or names no more than people: the title reader only takes those with a legal form.
const withForm = new RegExp(`${legalForm}$`)

// Kazakhstan's, Russia's and the Baltics' forms printed before a name in quotes ("TOO «Steppe Rail Logistics»",
// "UAB „Gintaro kodas“"): the quotes set the name off from its form and are none of it.
const quotedAfterForm =
  /\b(TOO|ТОО|OOO|ООО|AO|АО|JSC|PJSC|LLP|UAB|SIA|AS|VšĮ)\s+[«"„“]([^«»"„“”]{2,60})[»"“”]/gu

export interface FirmNames {
  /** The lines with each firm's commas dropped, so the readers see one name ("Baker Lane & Ortiz LLP"). */
  lines: string[]
  /** The firm's name as written, for a name the readers returned without its commas. */
  restore: (name: string) => string
}

/** Firm names written with commas, joined for the readers; `formOnly` joins only those that end in a legal form. */
export function joinFirmNames(lines: string[], formOnly = false): FirmNames {
  const written = new Map<string, string>()
  const join = (name: string, before: string): string => {
    // A name just before the first ("by Mara Whitaker, Sato & Whitaker LLP") is a person's: the list starts after it.
    const word = /(\S+)\s$/.exec(before)?.[1] ?? ''
    if (/^\p{Lu}/u.test(word) && !stopwords.has(word.toLowerCase())) {
      const first = name.indexOf(', ')
      const rest = name.slice(first + 2)
      return `${name.slice(0, first + 2)}${rest.replace(firm, (inner) => join(inner, ''))}`
    }
    if (formOnly && !withForm.test(name)) return name
    const plain = name.replace(/,/g, '')
    written.set(plain, name)
    return plain
  }
  return {
    lines: lines.map((line) =>
      line
        .replace(quotedAfterForm, '$1 $2')
        .replace(firm, (name, at: number) => join(name, line.slice(0, at))),
    ),
    restore: (name) => {
      for (const [plain, original] of written) if (name.includes(plain)) return name.replace(plain, original)
      return name
    },
  }
}
