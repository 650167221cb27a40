// The US states (and DC) as a regular-expression alternation, by two-letter code and by name: places that
// postings and resumes write beside cities, ZIP codes and licences.
export const stateCodes =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY'
export const stateNames =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|Ohio|Oklahoma|Oregon|Pennsylvania|Tennessee|Texas|Utah|Vermont|Virginia|Washington|Wisconsin|Wyoming|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|South Carolina|South Dakota|Rhode Island|West Virginia'

const stateName = new RegExp(`^(?:${stateNames})$`)
/** Whether the words are a US state's name, whole. */
export const isStateName = (name: string) => stateName.test(name)
