import type { Theme } from '../theme.ts'

/** Dense single column with title, company and dates on one line: long careers on fewer pages. */
export const compact: Theme = {
  fonts: { body: 'Liberation Sans', heading: 'Liberation Sans', name: 'Liberation Sans' },
  colors: {
    text: '#1b1b1b',
    muted: '#555555',
    accent: '#9b2226',
    rule: '#9b2226',
    panel: '#ffffff',
    onPanel: '#1b1b1b',
    onPanelMuted: '#555555',
  },
  size: { body: 9, small: 8.5, name: 20, position: 11, heading: 10, entryTitle: 9.5 },
  lineHeight: 1.28,
  margin: [28, 36],
  sectionGap: 9,
  headingGap: 4,
  entryGap: 5,
  layout: 'single',
  asideWidth: 0,
  header: 'left',
  heading: 'rule',
  headingCase: 'upper',
  headingLetterSpacing: 0.5,
  skills: 'inline',
  entry: 'inline',
}
