const spans = (text: string, part: string): [number, number][] => {
  const found: [number, number][] = []
  if (!part) return found
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1))
    found.push([at, at + part.length])
  return found
}

/**
 * Whether every place the text writes `phrase` (ignoring case) opens inside a place it writes one of `names` and
 * runs past its end: "awareness training" in "Asbestos awareness training" when "Asbestos awareness" is a name read
 * whole. A phrase that opens before a name and ends inside it is that name with a word of its own ("Basic DBS" in
 * "Basic DBS check"); a phrase the text does not write as such opens inside nothing.
 */
export function opensInside(text: string, phrase: string, names: string[]): boolean {
  const lower = text.toLowerCase()
  const at = spans(lower, phrase.toLowerCase())
  if (!at.length) return false
  const named = names.flatMap((name) => spans(lower, name.toLowerCase()))
  return at.every(([start, end]) => named.some(([from, to]) => from < start && start < to && to < end))
}
