import { readFileSync } from 'node:fs'
import { getDocumentProxy } from 'unpdf'
import { findHeadingGutter } from './src/extract/find-heading-gutter.ts'
import { findLabelColumn } from './src/extract/find-label-column.ts'
import { findColumnSplit } from './src/extract/find-column-split.ts'
import { stripPageFurniture } from './src/extract/strip-page-furniture.ts'
import { absorbIcons } from './src/extract/pdf-row.ts'
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2])))
const pages: any[] = []
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n)
  const c = await page.getTextContent()
  const items = (c.items as any[]).flatMap((i) => i.str && i.transform ? [{ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width, fontSize: Math.hypot(i.transform[2], i.transform[3]), font: i.fontName }] : [])
  pages.push({ items: absorbIcons(items), width: page.view[2], height: page.view[3] })
}
const { pages: kept, footer } = stripPageFurniture(pages)
console.log('footer', footer.map((i: any) => i.str))
kept.forEach((items: any, n: number) => {
  const m = findHeadingGutter(items)
  const l = m ? null : findLabelColumn(items)
  const s = m || (l && !l.contactOnly) ? null : findColumnSplit(items, pages[n].width)
  console.log('page', n + 1, 'gutter', m?.map((i: any) => i.str), 'labels', l && { headings: l.headings.map((h: any) => h.text), aside: l.aside.map((i: any) => i.str), labels: l.items.filter((i: any) => !items.includes(i)).map((i: any) => i.str) }, 'split', s)
})
