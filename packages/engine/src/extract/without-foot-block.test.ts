import { describe, expect, it } from 'vitest'
import { findColumnSplit } from './find-column-split.ts'
import { item } from './test-items.ts'
import { withoutFootBlock } from './without-foot-block.ts'

// A sidebar (x 12) of contact lines and a list a little more than a line apart, a credit line at the page's
// foot; beside it a main column (x 170) whose last section is pushed down to the foot, far below the rest.
const sidebar = [
  item('Reach me', 12, 760, 13),
  item('Tacoma WA', 12, 740),
  item('(253) 555-0148', 12, 724),
  item('p.lindqvist@example.org', 12, 708),
  item('Strengths', 12, 660, 13),
  ...['Budget Forecasting', 'Vendor Audits', 'Team Scheduling', 'Safety Drills', 'Stock Control'].map(
    (s, k) => item(s, 18, 630 - k * 22),
  ),
  item('Made with a text editor', 12, 30),
]
const main = [
  item('PETRA LINDQVIST', 170, 750, 30),
  item('Operations Supervisor', 170, 726, 13),
  item('Profile', 170, 690, 13),
  item('Supervisor of a regional warehouse team, keeping stock and shifts in order for', 170, 672),
  item('three sites and their suppliers through two seasonal peaks every year.', 170, 659),
  item('Work', 170, 630, 13),
  item('Shift Supervisor, Harbor Freight Depot', 170, 612),
  item('• Planned rotas for thirty pickers across three shifts each week', 180, 598),
  item('• Cut stock counting errors by a third with weekly cycle counts', 180, 585),
  item('Warehouse Associate, Pine Street Logistics', 170, 560),
  item('• Loaded and checked outgoing orders against their manifests', 180, 546),
  item('Schooling', 170, 510, 13),
  item('Diploma in Logistics Management, Clover Park College', 170, 492),
  item('Licences', 170, 70, 13),
  item('Forklift Operator Licence, State Board of Labour', 170, 52),
  item('First Aid at Work, Red Cross', 170, 30),
]

describe('withoutFootBlock', () => {
  it('leaves out a short block set apart at the foot by ten blank lines or more', () => {
    const ys = [700, 688, 676, 664, 652, 640, 628, 60, 48]
    expect(withoutFootBlock(ys, 12)).toEqual([700, 688, 676, 664, 652, 640, 628])
  })

  it('keeps a longer block, a smaller gap, and a side too short to judge', () => {
    expect(withoutFootBlock([700, 688, 676, 664, 652, 640, 628, 60, 48, 36, 24], 12)).toHaveLength(11)
    expect(withoutFootBlock([700, 688, 676, 664, 652, 640, 628, 520], 12)).toHaveLength(8)
    expect(withoutFootBlock([700, 688, 676, 100], 12)).toHaveLength(4)
  })
})

describe('findColumnSplit with a section pushed to the page foot', () => {
  it('finds the sidebar beside a main column, a blank band above both feet', () => {
    const split = findColumnSplit([...sidebar, ...main], 612)
    expect(split).not.toBeNull()
    expect(split!.x).toBeGreaterThanOrEqual(126)
    expect(split!.x).toBeLessThanOrEqual(170)
  })
})
