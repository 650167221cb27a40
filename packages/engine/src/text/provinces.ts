// The states and territories of Australia and the provinces and territories of Canada, by name: places that
// postings write beside a credential or a licence ("Blue Card (Working with Children Check, Queensland)"), as US
// ones write their state (us-states.ts).
const provinces = new Set([
  'New South Wales',
  'Victoria',
  'Queensland',
  'South Australia',
  'Western Australia',
  'Tasmania',
  'Northern Territory',
  'Australian Capital Territory',
  'Ontario',
  'Quebec',
  'Québec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Prince Edward Island',
  'Yukon',
  'Northwest Territories',
  'Nunavut',
])

/** Whether the words name an Australian state or territory or a Canadian province or territory. */
export const isProvince = (name: string) => provinces.has(name)
