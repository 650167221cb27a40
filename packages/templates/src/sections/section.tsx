/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import type { Theme } from '../theme.ts'
import { Gap } from './gap.tsx'
import { SectionHeading } from './section-heading.tsx'

interface Props {
  title: string
  theme: Theme
  children: ReactNode
  /** Inside the narrow sidebar, where the labels layout does not apply. */
  aside?: boolean
}

// Room the heading needs below it before the next page; without it a heading can end a page alone.
const keepWithNext = 48

/** A heading plus its content; in the labels layout the heading sits in a left margin column. */
export function Section({ title, theme, children, aside = false }: Props) {
  const marginTop = theme.sectionGap
  if (theme.layout === 'labels' && !aside) {
    // The label hangs in the left margin from a zero-height anchor, so it moves to the next page
    // together with the section's first lines instead of being left behind.
    return (
      <View style={{ paddingLeft: theme.asideWidth }}>
        <Gap height={marginTop} />
        <View minPresenceAhead={keepWithNext} style={{ height: 0 }}>
          <View
            style={{ position: 'absolute', top: 1.5, left: -theme.asideWidth, width: theme.asideWidth - 10 }}
          >
            <SectionHeading title={title} theme={theme} />
          </View>
        </View>
        {children}
      </View>
    )
  }
  return (
    <View>
      <Gap height={marginTop} />
      <View wrap={false} minPresenceAhead={keepWithNext} style={{ marginBottom: theme.headingGap }}>
        <SectionHeading title={title} theme={theme} />
      </View>
      {children}
    </View>
  )
}
