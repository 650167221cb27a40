// Unifies the typographic variants that PDF/DOCX extraction and copy-paste produce, so matching sees one form.
const replacements: [RegExp, string][] = [
  [/[\u2018\u2019\u02bc\u2032]/g, "'"],
  [/[\u201c\u201d\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/[\ue000-\uf8ff]/g, ' '], // icon-font glyphs
  [/\u00a0/g, ' '],
]

const nonAscii = /[\u0080-\uffff]/

/** NFKC, typographic quotes and dashes to ASCII, icon glyphs removed. Keeps case and line breaks. */
export function normalizeText(text: string): string {
  // Plain ASCII is already in its one form (every replacement above is of non-ASCII), and most text is.
  if (!nonAscii.test(text)) return text
  let out = text.normalize('NFKC')
  for (const [pattern, to] of replacements) out = out.replace(pattern, to)
  return out
}
