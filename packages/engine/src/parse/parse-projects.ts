import type { Project } from '@tailor/contracts'
import { looksLikeTitle } from './classify-segment.ts'
import { findLink } from './find-link.ts'
import { isLinkLine, splitEntries } from './split-entries.ts'
import { splitSegments } from './split-segments.ts'

const techLabel =
  /^(?:technologies|tech(?:nology)? stack|stack|built with|tools|tech|technologien|technologies utilisées|tecnologías)\s*:\s*/i

/**
 * Projects: a name (with a role or link beside it), dates, then a description and bullets. A line
 * "Technologies: React, Go" lists the project's technologies; a link line gives its link.
 */
export function parseProjects(lines: string[]): Project[] {
  return splitEntries(lines).flatMap((entry) => {
    const head = entry.head.flatMap(splitSegments)
    // A link on the heading or on a short line of its own; a site named in prose ("released on itch.io") is not one.
    const link =
      [...entry.head, ...entry.body.map((b) => b.text).filter(isLinkLine)].map(findLink).find(Boolean) ?? ''
    const names = head.filter((s) => !isLinkLine(s) && !techLabel.test(s))
    const name = names[0] ?? ''
    const role = names.slice(1).find(looksLikeTitle) ?? ''
    const technologies: string[] = []
    const prose: string[] = []
    const bullets: string[] = []
    const techHead = entry.head.filter((h) => techLabel.test(h)).map((text) => ({ text, bullet: false }))
    for (const { text, bullet } of [...techHead, ...entry.body]) {
      if (techLabel.test(text)) technologies.push(...text.replace(techLabel, '').split(/\s*[,;|·•]\s*/))
      else if (!(isLinkLine(text) && findLink(text))) (bullet ? bullets : prose).push(text)
    }
    // Heading segments that are neither the name nor the role (a subtitle, "Indie Game") stay visible.
    const extra = names.slice(1).filter((s) => s !== role)
    if (!name && !prose.length && !bullets.length) return []
    return [
      {
        name,
        role,
        dates: entry.dates,
        link,
        description: [...extra, ...prose].join(' '),
        bullets,
        technologies: technologies.map((t) => t.replace(/\.$/, '').trim()).filter(Boolean),
      },
    ]
  })
}
