// Words that name an awarding body (not "Foundation": a level of many certificates, "ITIL 4 Foundation"), and
// words that name a credential.
const bodyWords =
  /\b(?:board|department|institutes?|association|society|council|academy|commission|agency|university|college|authority|ministry|bureau|cent(?:er|re)|alliance|federation)\b/i
const credentialWords =
  /\b(?:certified|certificate|certification|licen[cs]e|licensed|specialist|registered|chartered|diploma|accredited)\b/i

/**
 * "Issuer – Name" instead of the usual "Name – Issuer" (LibreOffice's résumé templates print the awarding body
 * first): true when the first part names a body and the second does not, or the second names a credential
 * and the first does not.
 */
export function isIssuerFirst(first: string, second: string): boolean {
  return (
    (bodyWords.test(first) && !bodyWords.test(second)) ||
    (credentialWords.test(second) && !credentialWords.test(first))
  )
}
