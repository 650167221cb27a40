// A company's legal form after its name. The forms of English-speaking countries: "Harlan & Sons Mechanical, Inc.",
// "Sato & Whitaker, LLP", "Kauri Freight Limited", "Lionsgate Mills plc", "Coastline Cargo Pvt. Ltd.", "Tern Labs
// Pte. Ltd.", "Acacia Foods (Pty) Ltd", "Wattle Hire Pty Ltd"; Europe's and Malaysia's: "Kranbau Nord GmbH", "Vonk
// Digital B.V.", "Bayu Foods Sdn Bhd"; Ireland's "DAC" and "CLG", the Gulf's "W.L.L." and free-zone "FZE", Asia's
// "Co., Ltd."; Norway's "AS"; and more from Latin America, Eastern Europe and Asia ("S.A.S.", "d.o.o.", "EAD", "K.K.",
// Turkey's "A.Ş.", Bulgaria's "EOOD" and "OOD", Germany's partnerships "PartG mbB", "OHG" and "GbR", the Baltics' "UAB", "OÜ" and "SIA"); and the
// registered associations of Finland ("ry") and Germany ("e.V."). One list for every reader, so a form learned by one
// is known to all.

// Forms of more than one word; before the one-word forms, so "Co., Ltd" is read whole rather than as "Co".
// Latin America's "S.A. de C.V." and "S. de R.L.", Poland's "Sp. z o.o.", Turkey's "Ltd. Şti.", Pakistan's and Sri
// Lanka's "(Pvt) Ltd".
export const multiWordForms = String.raw`(?:\(Pty\)|Pty\.?|Pte\.?|Pvt\.?|\(Pvt\.?\)|Private|\(Private\)|Co\.?,?)\s+(?:Ltd|Limited)|(?:\(PTY\)|PTY\.?|PTE\.?|PVT\.?|\(PVT\.?\)|PRIVATE|CO\.?,?)\s+(?:LTD|LIMITED)|Sdn\.?\s+Bhd|SDN\.?\s+BHD|GmbH\s+&\s+Co\.\s+KG|S\.A\.\s+de\s+C\.V|S\.\s?de\s+R\.L(?:\.\s+de\s+C\.V)?|[Ss]p\.\s+z\s+o\.o|Ltd\.?\s+Şti|PartG\s+mbB|B\.S\.C\.\s+\(c\)`
// Forms no other word shares; a longer form before the one it starts with ("S.A.C." before "S.A.").
export const onlyForms = String.raw`GmbH|GMBH|B\.S\.C|A\.m\.b\.a|LTD|LIMITED|INC|CORP|DAC|CLG|W\.?L\.?L|FZE|FZCO|FZ-LLC|Ltda|gGmbH|Inc|LLC|LLP|PLLC|Ltd|Limited|plc|Corp|L\.L\.C|P\.C|B\.V|N\.V|S\.A\.S|S\.A\.C|S\.A\.E|S\.A|S\.L|S\.r\.l|S\.p\.A|SARL|ApS|d\.o\.o|K\.K|EAD|EOOD|OOD|JSC|Kft|Zrt|s\.r\.o|a\.s|A\.Ş|S\.R\.L|PartG|OHG|GbR|KGaA|UAB|OÜ|Oyj|EIRL|Lda|SAOG|SAOC|Tbk|ry|r\.y|e\.V`
// Forms that are also a word or a skill's acronym: "PLC" programming, SAS the analytics suite, "AG" an availability
// group, "KG" kilograms, "SIA" Britain's security licence, "Co" a company written short. They are a legal form only
// right after a company's name.
const wordForms = String.raw`PLC|Co|SAS|SA|Oy|A\/S|AS|ASA|AG|AB|KG|SIA|BV|NV|Srl|SpA`

// Forms printed before the name: the Baltics' ("SIA", "UAB", "VšĮ", "AS", "SA" a foundation), Indonesia's "PT" and
// "CV", Kazakhstan's and Russia's "TOO" and "OOO", France's farm forms ("EARL", "GAEC", "SCEA").
export const formsBefore = String.raw`SIA|UAB|VšĮ|AS|SA|OÜ|PT|CV|TOO|ТОО|OOO|ООО|EARL|GAEC|SCEA`

/** Every legal form (an alternation), for readers that take it only at the end of a name. */
export const legalForms = `${multiWordForms}|${onlyForms}|${wordForms}`

/**
 * A legal form, the first word of one ("Pty Ltd") or a careers page ("Harbour Foods Ltd", "Acme Careers") that marks
 * the word before it as the employer's, wherever it stands: only forms no other word shares, so "Siemens PLC" or
 * "SQL Server AG" stay skills.
 */
export const employerSuffix = String.raw`(?:${onlyForms}|Pty|Careers)\b`

// A name printed in capitals prints its form so ("ACME TIMBER CO., LTD."); shown in ordinary case, the form is
// written as its country writes it ("LLC", "PLC" and "AG" are capitals anyway).
const capitalTail = /[\s,](?:\(?(?:PTY|PTE|PVT|SDN)\)?\.?\s+|CO\.?,?\s+)?(?:LTD|INC|CORP|BHD|GMBH)\.?$/
/** A capitals name's legal form as its country writes it: "Phuoc Long CO., LTD." → "Phuoc Long Co., Ltd.". */
export const formInUsualCase = (name: string) =>
  name.replace(capitalTail, (tail) =>
    tail
      .replace(/GMBH/, 'GmbH')
      .replace(/\b([A-Z])([A-Z]+)\b/g, (_, first: string, rest: string) => first + rest.toLowerCase()),
  )
