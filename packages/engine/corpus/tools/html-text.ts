/** Text for HTML and XML: markup characters escaped. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Escaped text with TeX's "--" typed as the en dash it prints (our people files write ranges as TeX does). */
export const htmlText = (s: string) => escapeHtml(s).replace(/--/g, '–')
