import type { FontFamily } from './fonts/register-fonts.ts'

/**
 * Everything that makes one template look different from another. Section components read only
 * this object, so a new template is a new theme, never a new set of sections.
 */
export interface Theme {
  fonts: { body: FontFamily; heading: FontFamily; name: FontFamily }
  colors: {
    text: string
    muted: string
    accent: string
    rule: string
    /** Background of the header band or sidebar, when the layout has one. */
    panel: string
    /** Text drawn on the panel. */
    onPanel: string
    onPanelMuted: string
  }
  size: { body: number; small: number; name: number; position: number; heading: number; entryTitle: number }
  lineHeight: number
  /** Page margins in points: vertical, horizontal. */
  margin: [number, number]
  /** Vertical gap before a section and after its heading. */
  sectionGap: number
  headingGap: number
  entryGap: number
  /**
   * single: one column. sidebar: a narrow column beside the main one (summary and experience stay in the
   * main column so they are read first). labels: section headings in a left margin column.
   */
  layout: 'single' | 'sidebar' | 'labels'
  /** Width of the sidebar or label column in points. */
  asideWidth: number
  header: 'left' | 'centered' | 'band'
  heading: 'rule' | 'underline' | 'bar' | 'plain'
  headingCase: 'upper' | 'none'
  headingLetterSpacing: number
  skills: 'inline' | 'list'
  /** Company and dates: on the title line (compact) or a line of their own. */
  entry: 'stacked' | 'inline'
}
