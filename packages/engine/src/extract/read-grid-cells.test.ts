import { describe, expect, it } from 'vitest'
import { readGridCells } from './read-grid-cells.ts'
import { cellRow } from './test-items.ts'

const texts = (rows: ReturnType<typeof readGridCells>) => rows.map((r) => r.text)

describe('readGridCells', () => {
  it('reads a skill grid down each column, the names pushed right by an icon included', () => {
    const rows = [
      cellRow(460, [
        ['Unity Engine', 42, 10],
        ['Unreal Engine', 183, 10],
      ]),
      cellRow(442, [
        ['Expert', 27, 10],
        ['Advanced', 167, 10],
      ]),
      cellRow(427, [
        ['C#, Editor Tools', 27, 9],
        ['C++, Blueprints, UE5 Features', 167, 9],
      ]),
    ]
    expect(texts(readGridCells(rows))).toEqual([
      'Unity Engine',
      'Expert',
      'C#, Editor Tools',
      'Unreal Engine',
      'Advanced',
      'C++, Blueprints, UE5 Features',
    ])
  })

  it('reads a school name wrapping in the middle of a row with its column', () => {
    const rows = [
      cellRow(500, [
        ['Software Engineering (Bachelor’s Degree)', 40],
        ['Chengdu University of', 250],
        ['Sep 2023 – Jun 2027', 470],
      ]),
      cellRow(486, [['Technology', 250]]),
    ]
    expect(texts(readGridCells(rows))).toEqual([
      'Software Engineering (Bachelor’s Degree)',
      'Chengdu University of',
      'Technology',
      'Sep 2023 – Jun 2027',
    ])
  })

  it('keeps rows whose other column is right-aligned dates, and plain label/value tables, row by row', () => {
    const degrees = [
      cellRow(500, [
        ['Juris Doctor, Columbia Law School', 40],
        ['2013 – 2016', 500],
      ]),
      cellRow(486, [
        ['B.A. Political Science, Rutgers University', 40],
        ['2009 – 2013', 500],
      ]),
    ]
    expect(texts(readGridCells(degrees))).toEqual(texts(degrees))
    const table = [
      cellRow(437, [
        ['Languages', 46],
        ['Go, Ruby, Kotlin', 152],
      ]),
      cellRow(423, [
        ['Infrastructure', 46],
        ['Kubernetes, Terraform, GCP, Kafka', 152],
      ]),
    ]
    expect(texts(readGridCells(table))).toEqual(texts(table))
  })

  it('ends a grid at an indented list or a paragraph across the columns', () => {
    const rows = [
      cellRow(647, [
        ['2021 – Present', 43],
        ['Marketing Manager', 137],
      ]),
      cellRow(636, [['Monzo Bank, London', 137]]),
      cellRow(623, [['Own a £3.4M paid acquisition budget', 148]]),
    ]
    expect(texts(readGridCells(rows))).toEqual([
      '2021 – Present',
      'Marketing Manager',
      'Monzo Bank, London',
      'Own a £3.4M paid acquisition budget',
    ])
    expect(readGridCells(rows).at(-1)!.cell).toBeUndefined()
  })
})
