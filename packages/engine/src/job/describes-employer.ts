// A sentence that says what the employer is or does ("Northwind is a staffing and recruiting firm", "Al Noor
// Upstream Energy LLC operates onshore concessions", "We're
// Foxglove, a small branding studio", "Our Asset Protection team keeps our merchandise safe") names its
// trade or its customers, not what the job asks of the person; a sentence that addresses the reader or
// says who is hired is not such a sentence.
const employerSubject =
  /^(?:We(?:'re| are)\s+(?!(?:looking|seeking|hiring|searching|excited|growing our|adding)\b)|Our\s+(?:[A-Z][\w&'-]*\s+){0,3}(?:team|company|firm|studio|clinic|practice|agency|group|department)\s+(?:is|are|keeps|helps|serves|makes|builds|runs|protects)\s|(?!The\s)[A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,5}\s+(?:is|makes|builds|helps|serves|runs|keeps|operates|provides|designs|manufactures|supplies|owns|distributes|produces|sells|specialises|specializes)\s+(?:an?|the)?\s*)/
const addressesReader = /\b(?:you|your|you'll|hiring|looking for|seeking|candidates?|join)\b/i

// Once a paragraph has said what the employer is, its later sentences with the employer as subject ("We test
// the systems banks rely on", "Our bankers make decisions close to the client") go on about it.
const employerAgain = /^(?:We|Our)\s/

/** Whether the clause describes the employer rather than the job; `goesOn` when its paragraph already did. */
export const describesEmployer = (clause: string, goesOn = false) =>
  (employerSubject.test(clause.trim()) || (goesOn && employerAgain.test(clause.trim()))) &&
  !addressesReader.test(clause)
