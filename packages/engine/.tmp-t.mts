import { parseEducation } from './src/parse/parse-education.ts'
import { parseCertifications } from './src/parse/parse-certifications.ts'
import { splitTitleCompany } from './src/parse/split-title-company.ts'
console.log(parseEducation(['2011 – 2015\tBachelor of Science in Kinesiology, Colorado State University']))
console.log(parseCertifications(['2021\tChartered Property Casualty Underwriter, The Institutes']))
console.log(splitTitleCompany(['Staff Physical Therapist, Mesa Valley Sports Medicine (Grand Junction, CO)']))
