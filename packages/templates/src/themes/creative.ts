import type { Theme } from '../theme.ts'

/** Teal header band and a sidebar for skills and education: design, marketing and product roles. */
export const creative: Theme = {
  fonts: { body: 'Open Sans', heading: 'Open Sans', name: 'Open Sans' },
  colors: {
    text: '#1d2327',
    muted: '#5b6670',
    accent: '#0f766e',
    rule: '#cfe3e1',
    panel: '#0f766e',
    onPanel: '#ffffff',
    onPanelMuted: '#d5efec',
  },
  size: { body: 9, small: 8.4, name: 24, position: 11.5, heading: 10, entryTitle: 9.6 },
  lineHeight: 1.38,
  margin: [34, 40],
  sectionGap: 13,
  headingGap: 6,
  entryGap: 8,
  layout: 'sidebar',
  asideWidth: 158,
  header: 'band',
  heading: 'bar',
  headingCase: 'upper',
  headingLetterSpacing: 0.6,
  skills: 'list',
  entry: 'stacked',
}
