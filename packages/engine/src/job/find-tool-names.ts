import { singular } from '../text/singular.ts'
import { stopwords } from '../text/stopwords.ts'

// A hand tool, an instrument or a machine named by its kind before the head noun ("die grinder", "moisture meter",
// "spirit level", "overhead cranes"): recruiters list the tool by that name. Heads that also end a job's or a
// measure's name ("truck driver", "software tester", "square meter", "entry level") are left out or taken only
// with the kinds that make them tools.
// "Drill" is also a practice ("fire drill") and the verb; gauges, saws and kilns are named so finely that
// recruiters list their trade instead.
const head = String.raw`grinders?|meters?|guns?|cranes?|wrench(?:es)?|jacks?|hoists?|lathes?|scanners?|analy[sz]ers?|sanders?|compressors?|microscopes?|spectrometers?|centrifuges?|pipettes?|cal+ipers?|micrometers?|oscilloscopes?|multimeters?|extruders?|autoclaves?|refractometers?|thermometers?|hydrometers?|nailers?|sprayers?`
// "Level" and "driver" name a tool only with these kinds, which are the tool's whole name.
const wholeNames = /\b(?:laser|spirit|dumpy|rotary) levels?\b|\bimpact drivers?\b/g
const named = new RegExp(String.raw`\b((?:[a-z][a-z-]+\s+){0,2}[a-z][a-z-]+)\s+(${head})\b`, 'g')
// Words before the head that say how many, whose or how good, not which tool; and the measures a meter ends.
const notKind =
  /^(?:new|old|big|small|large|good|own|basic|simple|various|other|every|each|any|using|use|uses|used|operate|operating|handle|handling|hand-held|square|cubic|linear|running|per|safe|safely|heavy|light|proper|correct)$/

/** "Die grinder", "Moisture meter": the tools a clause names by their kind, one or two words before the head. */
export function findToolNames(clause: string): string[] {
  const found: string[] = []
  for (const match of clause.matchAll(named)) {
    const kinds = match[1]!.split(/\s+/)
    // The kind ends where a joining word, a verb of use or a quality comes before it.
    let first = kinds.length
    while (first > 0 && !stopwords.has(kinds[first - 1]!) && !notKind.test(kinds[first - 1]!)) first--
    const kind = kinds.slice(first)
    if (!kind.length) continue
    const name = [...kind, singular(match[2]!)].join(' ')
    found.push(`${name[0]!.toUpperCase()}${name.slice(1)}`)
  }
  for (const [whole] of clause.matchAll(wholeNames)) {
    const name = singular(whole)
    found.push(`${name[0]!.toUpperCase()}${name.slice(1)}`)
  }
  return found
}
