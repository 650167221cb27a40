/** An e-mail, a web or LinkedIn address, or a phone number: what only contact details hold. */
export const contactDetail =
  /@|https?:|www\.|linkedin\.com|(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/i
