import { describe, expect, it } from 'vitest'
import { findFollowedRules } from './find-followed-rules.ts'

describe('findFollowedRules', () => {
  it('reads capitals the work follows or is held to', () => {
    expect(findFollowedRules('All bench work follows GLP and our own SOPs')).toEqual(['GLP'])
    expect(findFollowedRules('Release batches under cGMP')).toEqual(['cGMP'])
    expect(findFollowedRules('Harden the card vault to meet PCI DSS')).toEqual(['PCI DSS'])
    expect(findFollowedRules('Enforce GMPs on the packing floor')).toEqual(['GMP'])
    expect(findFollowedRules('Keep records to SQF and BRC audit requirements')).toEqual(['SQF', 'BRC'])
  })

  it("keeps the capitalised word that finishes a rule set's proper name", () => {
    expect(findFollowedRules('Estimate resources under the JORC Code')).toEqual(['JORC Code'])
    expect(findFollowedRules('Operate the unit under the PSM Standard')).toEqual(['PSM Standard'])
    expect(findFollowedRules('Document every change under the JORC code')).toEqual(['JORC'])
  })

  it('leaves capitals named otherwise', () => {
    expect(findFollowedRules('Share results with the LPAC and the IEP team')).toEqual([])
    expect(findFollowedRules('Report to the CFO on cash every Monday')).toEqual([])
    expect(findFollowedRules('Follow up with guests after their stay')).toEqual([])
  })
})
