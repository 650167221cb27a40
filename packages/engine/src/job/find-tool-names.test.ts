import { describe, expect, it } from 'vitest'
import { findToolNames } from './find-tool-names.ts'

describe('findToolNames', () => {
  it('names a tool by its kind before the head noun, one of a plural', () => {
    expect(findToolNames('carve blocks with chainsaw, chisels and die grinder')).toEqual(['Die grinder'])
    expect(findToolNames('check the moisture of palay using a moisture meter')).toEqual(['Moisture meter'])
    expect(findToolNames('Operate the overhead cranes and the optical power meter')).toEqual([
      'Overhead crane',
      'Optical power meter',
    ])
  })

  it('names a tool whose head holds its kind, with nothing before it', () => {
    expect(findToolNames('Set out with a spirit level')).toEqual(['Spirit level'])
    expect(findToolNames('Use laser levels and impact drivers')).toEqual(['Laser level', 'Impact driver'])
  })

  it('reads no measure, job, verb of use or quality as a kind', () => {
    expect(findToolNames('price per square meter')).toEqual([])
    expect(findToolNames('Deliver to the truck driver; an entry level role')).toEqual([])
    expect(findToolNames('safely using the grinder')).toEqual([])
  })
})
