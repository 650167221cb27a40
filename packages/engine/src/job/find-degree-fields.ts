// The fields a degree names: "Degree in Geology, Geoscience or related field", "BS in Computer Engineering or
// Computer Science", "a construction management degree". They say what the degree is in, which the ad's education
// level covers, not skills the job asks for: recruiters list "Civil engineering" for a civil engineer's ad from its
// duties, not from its degree line (a degree's field was in 10 of 41 tune lists that the ad named it in).
const level =
  "(?:bachelor|master|associate|doctoral|undergraduate|graduate|postgraduate|university|college|tertiary|honours)['’]?s?"
const shortForm = String.raw`(?:B\.?S\.?c?|B\.?A\.?|B\.?Eng|BSN|BBA|M\.?S\.?c?|M\.?A\.?|MBA|M\.?Eng|Ph\.?\s?D\.?)(?:\s+\(Hons\))?`
// "degree in X", "degree or diploma in X", "Bachelor's in X", "BSc (Hons) in X", "MBA in X".
const after = new RegExp(
  String.raw`\b(?:(?:${level}\s+)?degree(?:\s+or\s+diploma)?\s+in|(?:bachelor|master)['’]?s?\s+(?:in|of)|associate(?:['’]s\s+in|\s+of)|${shortForm}\s+(?:in|of))\s+([^.;:()|]+)`,
  'gi',
)
// "a construction management degree", "an Environmental Health degree": the field before the word.
const before = /\b(?:an?|the|relevant|your)\s+((?:[a-z]+\s+){1,3}?)degree\b(?!\s+of\b)/gi
// Where the list of fields ends: a verb, how much it matters, or what else the clause asks.
const listEnd =
  /\s+(?:is|are|was|preferred|required|desired|desirable|essential|a plus|an advantage|with|from|plus)\b.*$|\s*,?\s+and\s+(?:\d|at least|a|an|the|two|three|four|five|current|valid|eligib\w*|registration|experience|excellent|strong|proven)\b.*$|\s*,?\s+(?:or|and)\s+(?:a\s+|an\s+|another\s+|closely\s+)*(?:related|relevant|similar|equivalent|other)\b.*$/i
const notField =
  /^(?:related|relevant|similar|equivalent|other|any|appropriate|a|an|the|science|arts|study|studies|field|discipline|area|subject|progress|hand)$/i
// "MRICS or working towards it": a credential or a clause after the fields ends them.
const notFieldWord = /^(?:\p{Lu}{2,}\w*|it|towards|toward|working|experience|equivalent)$/u
const levelWord = new RegExp(`^(?:${level}|degree|diploma|four-year|two-year|first|advanced)$`, 'i')

/** Each field a clause's degree names, first as written; empty when the degree names no field. */
function fieldsOf(list: string): string[] {
  const items = list
    // "Master of Science in Nursing": the degree's kind, then its field.
    .replace(/^(?:(?:applied\s+)?science|arts|engineering|business administration|education)\s+in\s+/i, '')
    .replace(listEnd, '')
    .split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|\s*\/\s*/)
    .map((field) => field.trim().replace(/^(?:a|an|the)\s+/i, ''))
  // The first item that is no field's name ("MRICS", "working towards it") ends the list.
  const end = items.findIndex(
    (field) =>
      !field ||
      field.split(/\s+/).length > 4 ||
      field.split(/\s+/).some((word) => levelWord.test(word) || notFieldWord.test(word)),
  )
  return items.slice(0, end < 0 ? undefined : end).filter((field) => !notField.test(field))
}

/** The fields of the degree a clause asks for, as written; empty when it names none. */
export function findDegreeFields(clause: string): string[] {
  for (const pattern of [after, before])
    for (const match of clause.matchAll(pattern)) {
      const fields = fieldsOf(match[1]!)
      if (fields.length) return fields
    }
  return []
}
