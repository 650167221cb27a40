// A word broken by typesetting at a syllable: what follows the hyphen is only a suffix ("mould-" + "ing",
// "Technol-" + "ogy", "produc-" + "tive"). A compound keeps its hyphen ("self-" + "motivated").
const suffix =
  /^(?:ing|ings|ed|ees?|ity|ities|ogy|ogies|tion|tions|sion|sions|ment|ments|ness|ly|tive|tives|ive|able|ible|ance|ence|ers?|est|ism|ist|ists|ure|ures|ous|ial|ical|ics?|ized?|ised?|ful|less|ship|ary|ory|ant|ent|age|ages|ates?|ated|ation|ations)\b/

/** Joins a wrapped line: a hyphen at the break is dropped inside a word, kept in a compound; no space. */
export function joinWrapped(a: string, b: string): string {
  if (!/\p{L}-$/u.test(a)) return `${a} ${b}`
  return suffix.test(b) ? a.slice(0, -1) + b : a + b
}
