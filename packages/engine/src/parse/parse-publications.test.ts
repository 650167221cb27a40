import { describe, expect, it } from 'vitest'
import { parsePublications } from './parse-publications.ts'

describe('parsePublications', () => {
  const ismb = { title: 'Scaling cell atlases', publisher: 'ISMB 2022', date: 'July 2022', link: '' }

  it('keeps a year that is part of the venue when the entry has its own date column', () => {
    expect(parsePublications(['Scaling cell atlases | ISMB 2022 | July 2022']).items).toEqual([ismb])
  })

  it('reads stacked entries (title, date, venue) and a venue naming the same year stays with its entry', () => {
    const { items } = parsePublications([
      'Fast clustering of single-cell atlases',
      '2023',
      'Nature Methods',
      'Scaling cell atlases',
      'July 2022',
      'ISMB 2022',
    ])
    expect(items).toEqual([
      {
        title: 'Fast clustering of single-cell atlases',
        publisher: 'Nature Methods',
        date: '2023',
        link: '',
      },
      ismb,
    ])
  })

  it('still takes a trailing year after a comma as the date', () => {
    expect(parsePublications(['Batch effects in droplet sequencing — Genome Biology, 2021']).items).toEqual([
      { title: 'Batch effects in droplet sequencing', publisher: 'Genome Biology', date: '2021', link: '' },
    ])
  })
})
