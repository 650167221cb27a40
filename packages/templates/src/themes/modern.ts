import type { Theme } from '../theme.ts'

/** Clean sans-serif, blue accent, rules under headings: the safe default for most roles. */
export const modern: Theme = {
  fonts: { body: 'Open Sans', heading: 'Open Sans', name: 'Open Sans' },
  colors: {
    text: '#1f2328',
    muted: '#59636e',
    accent: '#1d5fa8',
    rule: '#c9d3de',
    panel: '#ffffff',
    onPanel: '#1f2328',
    onPanelMuted: '#59636e',
  },
  size: { body: 9.2, small: 8.6, name: 23, position: 11.5, heading: 10, entryTitle: 9.8 },
  lineHeight: 1.38,
  margin: [38, 46],
  sectionGap: 13,
  headingGap: 6,
  entryGap: 8,
  layout: 'single',
  asideWidth: 0,
  header: 'left',
  heading: 'underline',
  headingCase: 'upper',
  headingLetterSpacing: 0.6,
  skills: 'inline',
  entry: 'stacked',
}
