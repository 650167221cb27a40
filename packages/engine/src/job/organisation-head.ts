import { legalForms } from './legal-forms.ts'

// A name whose last word can only be an organisation's, wherever it stands ("Hollis Heart Clinic", "Pine Ridge
// Grocers, LLC"): after a title's comma it is the employer, never the job's specialty, and never a title line.
// Its words in any Latin letters, joined by its language's small words ("Duna Kerámia Kft.", "Ege Tekstil Sanayi ve
// Ticaret A.Ş.").
export const organisationHead = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{N}_&'.-]*(?:\s+\p{Lu}[\p{L}\p{N}_&'.-]*)*\s+(?:Clinic|Hospital|Health|Healthcare|Medical|Center|Centre|Group|Partners|Associates|Company|Bank|Foundation|Academy|Agency|Firm|Hotel|Inn|Restaurant|Cafe|Institute|Society|Trust|Industries|Labs?|Studios?|Co-op|Supplies|Holdings|Enterprises|Ventures|District)(?:\s+No\.?)?(?:\s+\d{1,4})?$|^\p{Lu}[\p{L}\p{N}_&'.-]*(?:\s+(?:(?:of|and|ve|de|del|da|do|du|des|di|la|van|von|der|den|und|y|e)\s+)?\p{Lu}[\p{L}\p{N}_&'.-]*)*,?\s+(?:${legalForms})\.?$`,
  'u',
)

// "The Copper Fox Tavern", "Mike's Auto Repair": an article or an owner's name before a place; a group's
// possessive ("Children's Services", "Women's Health") names whom a specialty serves.
export const ownedPlace =
  /^The\s|^(?!(?:Children|Women|Men|People|Veterans|Girls|Boys|Infants|Babies|Seniors)['’]s)\p{Lu}\p{Ll}+['’]s\s/u
