import { describe, expect, it } from 'vitest'
import { findEquipmentOperation } from './find-equipment-operation.ts'

describe('findEquipmentOperation', () => {
  it('reads each machine of a list after "operate"', () => {
    expect(
      findEquipmentOperation('Safely operate backhoes, graders and track loaders to clear the lot'),
    ).toEqual(['Backhoe operation', 'Grader operation', 'Track loader operation'])
  })

  it('reads no machine where "operating" describes rules or money', () => {
    expect(findEquipmentOperation('Work per standard operating procedures in the donor record')).toEqual([])
    expect(findEquipmentOperation('Keep operating costs within budget')).toEqual([])
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

  it('reads a bullet that opens with "Operating", past the kind of machine and its size', () => {
    expect(findEquipmentOperation('Operating slewing mobile cranes up to 60 tonnes')).toEqual([
      'Mobile crane operation',
    ])
  })

  it('reads what is used or driven only when the lexicon knows it as an operated machine', () => {
    expect(findEquipmentOperation('Using gantry cranes (5t) and slinging loads')).toEqual([
      'Gantry crane operation',
    ])
    expect(findEquipmentOperation('Driving forklifts in the cold store')).toEqual(['Forklift operation'])
    expect(findEquipmentOperation('Repair cabinets using meters and wiring diagrams')).toEqual([])
    expect(findEquipmentOperation('Drive adoption and retention across accounts')).toEqual([])
    expect(findEquipmentOperation('Assist passengers using mobility devices')).toEqual([])
  })
})
