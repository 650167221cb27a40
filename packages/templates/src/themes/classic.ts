import type { Theme } from '../theme.ts'

/** Traditional serif, centred header, navy rules: law, finance, academia and the public sector. */
export const classic: Theme = {
  fonts: { body: 'Noto Serif', heading: 'Noto Serif', name: 'Noto Serif' },
  colors: {
    text: '#16181d',
    muted: '#4a4f57',
    accent: '#1b2a41',
    rule: '#1b2a41',
    panel: '#ffffff',
    onPanel: '#16181d',
    onPanelMuted: '#4a4f57',
  },
  size: { body: 9.2, small: 8.6, name: 21, position: 10.5, heading: 10, entryTitle: 9.6 },
  lineHeight: 1.36,
  margin: [40, 52],
  sectionGap: 12,
  headingGap: 6,
  entryGap: 8,
  layout: 'single',
  asideWidth: 0,
  header: 'centered',
  heading: 'underline',
  headingCase: 'upper',
  headingLetterSpacing: 0.9,
  skills: 'inline',
  entry: 'stacked',
}
