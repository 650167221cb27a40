// A line the ad labels as its skills ("Skills: Credit Analysis, Cash Flow, +6 more", "Skills ..... aseptic
// technique; environmental monitoring", "| Specialties | AAC, feeding therapy |") lists skills by the ad's own
// word: each short item is one, though it has none of a requirement's shapes.
const skillsLabel =
  /^[\s|*•-]*(?:(?:key|core|technical|special)\s+)?(?:skills|specialties|specialities|competencies|areas of expertise|knowledge)\s*(?::|\||\.{2,}|\s[-–]\s)\s*(.+)$/i
// LinkedIn's "+6 more" counts the skills it hides.
const moreCount = /^\+?\d+\s+more$/i
// "Clear technical writing", "careful documentation": a quality of the work grades it; the work is the skill.
const quality = /^(?:clear|careful|strong|solid|excellent|good|sound|proven|working|basic|advanced)\s+/i
// "bioburden and endotoxin methods", "FHA and VA guidelines": a head naming a kind of rule or method is shared
// by the items before it and names no skill of its own.
const sharedHead = /\b(?:methods|guidelines|principles|procedures|standards|rules)$/i

/** The items of a list the line labels as skills, as written (Title Case put in sentence case). */
export function findListedSkills(line: string): string[] {
  const list = skillsLabel.exec(line)?.[1]
  if (!list) return []
  return (
    list
      .split(/\s*[;,|]\s*/)
      .filter((item) => !sharedHead.test(item))
      .flatMap((item) => item.split(/\s+(?:and|or)\s+/))
      .map((item) =>
        item
          .trim()
          .replace(/^(?:the|a|an)\s+/i, '')
          .replace(quality, ''),
      )
      // "Training junior analysts": a duty written with its verb and its plural object ("feeding therapy" is a name). One capitalised word alone ("Conventional, FHA")
      // is as often an adjective of the next item; a name keeps inner capitals ("AAC") and the lexicon knows the rest.
      .filter((item) => item && !moreCount.test(item) && item.split(/\s+/).length <= 4)
      .filter((item) => !/^\p{L}+ing\s.*[^s]s$/u.test(item) && !/^\p{Lu}\p{Ll}+$/u.test(item))
      .map((item) => item.replace(/(?<=\s)[A-Z][a-z]+(?=\s|$)/g, (w) => w.toLowerCase()))
  )
}
