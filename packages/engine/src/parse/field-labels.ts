/**
 * Label/value rows: forms such as Europass print every field as "label<tab>value" with the label in a column
 * of its own ("Occupation or position held<tab>IT Support Technician"). The labels name the field, so the
 * value goes where the label says instead of being read as prose.
 */
export type Field =
  | 'name'
  | 'contact'
  | 'place'
  | 'position'
  | 'dates'
  | 'title'
  | 'company'
  | 'duties'
  | 'degree'
  | 'institution'
  | 'field'
  | 'organisation'
  | 'skip'

// Whole labels, compared in lower case with "/", "(s)" and punctuation loosened. Europass 2004/2013 wording
// and the plain words forms use.
const labels: [RegExp, Field][] = [
  [/^(?:(?:sur)?name(?: \/ (?:first |sur)?name)?|full name|first name \/ surname|name and surname)$/, 'name'],
  [/^(?:address|location|city|based in)$/, 'place'],
  [
    /^(?:telephone|phone|mobile|tel|(?:personal |professional |work )?e-?mail|website|home ?page|linkedin|web|fax|nationality|date of birth|gender|sex)$/,
    'contact',
  ],
  [
    /^(?:desired employment(?: ?\/ ?occupational field)?|occupational field|desired position|current role|job applied for|position applied for|headline)$/,
    'position',
  ],
  [/^(?:dates?|period|from(?: [-–] | to )to|duration)$/, 'dates'],
  [/^(?:occupation or position held|position(?: held)?|job title|role|occupation)$/, 'title'],
  [/^(?:name and address of employer|employer|company|name of employer)$/, 'company'],
  [
    /^(?:main activities and responsibilities|activities|(?:key )?responsibilities|duties|tasks|(?:main |key )?achievements|role outline)$/,
    'duties',
  ],
  [
    /^(?:type of business or sector|business or sector|sector|industry|level in national or international classification)$/,
    'skip',
  ],
  [/^(?:title of qualification awarded|qualification(?: awarded)?|degree|diploma)$/, 'degree'],
  [
    /^(?:name and type of organi[sz]ation providing education and training|organi[sz]ation providing education and training|school|institution|university|college)$/,
    'institution',
  ],
  // A form's one label for employer and school alike: the entry it is in says which.
  [/^(?:name of (?:the )?organi[sz]ation|organi[sz]ation(?: name)?)$/, 'organisation'],
  [
    /^(?:principal subjects ?\/ ?occupational skills covered|principal subjects|field of study|major|subjects)$/,
    'field',
  ],
]

/** The field a label names, or null. */
export function fieldOfLabel(label: string): Field | null {
  // "Telephone(s)", "Address(es)": the plural in brackets is dropped.
  // A label may carry the form's marker for an entry's first row ("▷ Dates", read as "• Dates").
  const key = label
    .replace(/^•\s*/, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\((?:e?s)\)/g, '')
    .replace(/[:.]$/, '')
    .trim()
  return labels.find(([re]) => re.test(key))?.[1] ?? null
}

/** "Label<tab>value" with a known label: the field and the value; otherwise null. */
export function readFieldRow(line: string): { field: Field; value: string } | null {
  const m = /^([^\t]{2,80})\t(.*)$/.exec(line)
  const field = m ? fieldOfLabel(m[1]!) : null
  // A value typed as a list item ("•  Resolved …") is the item's text.
  return field ? { field, value: m![2]!.replace(/^•\s*/, '').trim() } : null
}

const entryFields: Field[] = [
  'dates',
  'title',
  'company',
  'duties',
  'degree',
  'institution',
  'field',
  'organisation',
  'skip',
]

/**
 * An experience or education section printed as label/value rows, rewritten as the lines the entry parsers
 * read: the title, the company and the dates, "• duty" (experience) or "Degree | Institution | dates" and "Field of
 * study: …" (education). An entry starts at a repeated field (most forms open each with its dates). Lines
 * without a label continue the field above (more duties, a wrapped value). Sections without such rows are
 * returned as they are.
 */
export function readLabelledEntries(lines: string[]): string[] {
  const tabbed = lines.map(readFieldRow)
  if (tabbed.filter((r) => r && entryFields.includes(r.field)).length < 2) return lines
  // In a form, a label alone on its line ("Responsibilities" over the list of duties) opens its field.
  const rows = lines.map((line, i) => {
    const field = line.includes('\t') ? null : fieldOfLabel(line)
    return field && entryFields.includes(field) ? { field, value: '' } : tabbed[i]
  })
  const entries: Partial<Record<Field, string[]>>[] = []
  let field: Field | null = null
  const out: string[] = []
  for (const [i, line] of lines.entries()) {
    const row = rows[i]
    if (row && entryFields.includes(row.field)) {
      if (!entries.length || entries.at(-1)![row.field]) entries.push({})
      field = row.field
      entries.at(-1)![field] = row.value ? [row.value] : []
    } else if (field && entries.length) entries.at(-1)![field]!.push(line.replace(/^•\s*/, ''))
    else out.push(line)
  }
  for (const e of entries) {
    const one = (f: Field) => (e[f] ?? []).join(' ')
    if (e.title || e.company || e.duties) {
      // Title and company on lines of their own: the company's address is cut off like any place.
      out.push(...[one('title'), one('company') || one('organisation'), one('dates')].filter(Boolean))
      out.push(...(e.duties ?? []).map((d) => `• ${d}`))
    } else {
      out.push(
        [one('degree'), one('institution') || one('organisation'), one('dates')].filter(Boolean).join(' | '),
      )
      if (e.field) out.push(`Field of study: ${one('field')}`)
    }
  }
  return out
}
