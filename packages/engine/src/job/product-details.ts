// A product's own functions, named in the same breath as the product ("Advanced Excel (pivot tables, lookups)",
// "Strong Excel skills: pivot tables, VLOOKUP"), say how well the ad wants it used: recruiters list the product,
// not its functions. Written without the product ("build pivot tables"), a function is the skill asked for.
const functionsOf = new Map([['excel', new Set(['pivot-tables', 'vlookup', 'xlookup'])]])

/** Whether the skill is a function of a product the same clause names. */
export function isProductDetail(skillId: string, clauseSkillIds: Set<string>): boolean {
  for (const [product, functions] of functionsOf)
    if (functions.has(skillId) && clauseSkillIds.has(product)) return true
  return false
}
