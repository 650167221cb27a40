// A name whose last word can only be an organisation's, wherever it stands ("Hollis Heart Clinic"): after a
// title's comma it is the employer, never the job's specialty.
export const organisationHead =
  /^[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*\s+(?:Clinic|Hospital|Health|Healthcare|Medical|Center|Centre|Group|Partners|Associates|Company|Bank|Foundation|Academy|Agency|Firm|Hotel|Inn|Restaurant|Cafe|Institute|Society|Trust|Industries|Labs?|Studios?|Co-op|Inc\.?|LLC|LLP|PLLC|Ltd\.?|Corp\.?|Co\.)$/
