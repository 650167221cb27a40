export type PageSize = 'LETTER' | 'A4'
