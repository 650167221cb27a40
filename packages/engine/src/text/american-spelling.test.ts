import { describe, expect, it } from 'vitest'
import { americanSpelling } from './american-spelling.ts'
import { stem } from './stem.ts'

describe('americanSpelling', () => {
  it('writes British words and their forms in American spelling', () => {
    expect(
      ['colour', 'colours', 'centre', 'centres', 'moulding', 'moulded', 'jewellery'].map(americanSpelling),
    ).toEqual(['color', 'colors', 'center', 'centers', 'molding', 'molded', 'jewelry'])
    expect(
      ['paediatric', 'haematology', 'anaesthesia', 'orthopaedic', 'oesophageal', 'oedema', 'foetal'].map(
        americanSpelling,
      ),
    ).toEqual(['pediatric', 'hematology', 'anesthesia', 'orthopedic', 'esophageal', 'edema', 'fetal'])
    expect(
      ['modelling', 'travelled', 'counsellor', 'signalling', 'analyse', 'analysing'].map(americanSpelling),
    ).toEqual(['modeling', 'traveled', 'counselor', 'signaling', 'analyze', 'analyzing'])
  })

  it('leaves words that only look British alone', () => {
    expect(
      ['hour', 'four', 'tour', 'acre', 'genre', 'aerial', 'installing', 'analysis', 'michael', 'skilled'].map(
        americanSpelling,
      ),
    ).toEqual([
      'hour',
      'four',
      'tour',
      'acre',
      'genre',
      'aerial',
      'installing',
      'analysis',
      'michael',
      'skilled',
    ])
  })

  it('gives both spellings one stem', () => {
    for (const [british, american] of [
      ['injection moulding', 'injection molding'],
      ['colour matching', 'color matching'],
      ['financial modelling', 'financial modeling'],
      ['paediatrics', 'pediatrics'],
      ['analysed', 'analyzed'],
    ])
      expect(british!.split(' ').map(stem)).toEqual(american!.split(' ').map(stem))
  })
})
