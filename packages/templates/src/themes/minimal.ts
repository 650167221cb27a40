import type { Theme } from '../theme.ts'

/** Quiet and airy: section names in a left margin column, no rules, one muted green accent. */
export const minimal: Theme = {
  fonts: { body: 'Lato', heading: 'Lato', name: 'Lato' },
  colors: {
    text: '#222222',
    muted: '#6a6a6a',
    accent: '#2f6b5e',
    rule: '#e2e2e2',
    panel: '#ffffff',
    onPanel: '#222222',
    onPanelMuted: '#6a6a6a',
  },
  size: { body: 9.4, small: 8.8, name: 25, position: 11.5, heading: 8.6, entryTitle: 9.8 },
  lineHeight: 1.42,
  margin: [44, 48],
  sectionGap: 15,
  headingGap: 0,
  entryGap: 9,
  layout: 'labels',
  asideWidth: 96,
  header: 'left',
  heading: 'plain',
  headingCase: 'upper',
  headingLetterSpacing: 0.6,
  skills: 'inline',
  entry: 'stacked',
}
