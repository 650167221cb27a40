import type { Theme } from '../theme.ts'

/** Serif name and headings over a sans body, bronze rules: senior and leadership roles. */
export const executive: Theme = {
  fonts: { body: 'Lato', heading: 'Noto Serif', name: 'Noto Serif' },
  colors: {
    text: '#1a1d23',
    muted: '#555b66',
    accent: '#8a6424',
    rule: '#b79a67',
    panel: '#ffffff',
    onPanel: '#1a1d23',
    onPanelMuted: '#555b66',
  },
  size: { body: 9.6, small: 9, name: 24, position: 11.5, heading: 10.5, entryTitle: 10.2 },
  lineHeight: 1.4,
  margin: [40, 50],
  sectionGap: 14,
  headingGap: 6,
  entryGap: 9,
  layout: 'single',
  asideWidth: 0,
  header: 'left',
  heading: 'rule',
  headingCase: 'upper',
  headingLetterSpacing: 0.8,
  skills: 'inline',
  entry: 'stacked',
}
