import { americanSpelling } from './american-spelling.ts'

// A light suffix stripper: enough to join plural, gerund, past and British/US variants of the same word
// ("schedules", "scheduling", "scheduled"; "optimisation", "optimization") without a dictionary.
// "branding" is a skill and "brand" a company's name for itself: they must not fold together.
const keep = new Set([
  'sales',
  'series',
  'news',
  'analysis',
  'diagnosis',
  'basis',
  'status',
  'campus',
  'ms',
  'branding',
])

export function stem(word: string): string {
  let w = word.toLowerCase()
  if (w.length <= 3 || keep.has(w) || /[^a-z]/.test(w)) return w
  w = americanSpelling(w)
  // "-wise" is never "-wize": "otherwise", and a product's name ("CargoWise" is not "CargoWiz").
  w = w.replace(/isation(s?)$/, 'ization$1').replace(/(?<!w)is(e|ed|es|ing)$/, 'iz$1')
  // A certificate and a certification are one credential to a recruiter; "licence" is the British "license".
  w = w.replace(/ificates?$/, 'ification').replace(/^licenc(?=e|es|ed|ing)/, 'licens')
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3)
  else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2)
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1)
  // Doubled final consonant after stripping ("planning" -> "plann" -> "plan").
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1)
  return w
}
