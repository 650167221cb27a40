import { describe, expect, it } from 'vitest'
import { findEquipmentOperation } from './find-equipment-operation.ts'

describe('findEquipmentOperation', () => {
  it('reads each machine of a list after "operate"', () => {
    expect(
      findEquipmentOperation('Safely operate backhoes, graders and track loaders to clear the lot'),
    ).toEqual(['Backhoe operation', 'Grader operation', 'Track loader operation'])
  })

  it('reads one machine after a determiner', () => {
    expect(findEquipmentOperation('Experience operating a forklift in a warehouse')).toEqual([
      'Forklift operation',
    ])
  })

  it('skips what is operated when it is an everyday word', () => {
    expect(findEquipmentOperation('Operate the store and its equipment with care')).toEqual([])
    expect(findEquipmentOperation('Operates and monitors the plant')).toEqual([])
  })
})
