import { readFileSync } from 'node:fs'
import { getDocumentProxy } from 'unpdf'
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2])))
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n)
  const c = await page.getTextContent()
  for (const i of c.items as any[]) if (i.str?.trim()) console.log(n, i.transform[4].toFixed(1), i.transform[5].toFixed(1), i.width.toFixed(1), Math.hypot(i.transform[2], i.transform[3]).toFixed(1), i.fontName, JSON.stringify(i.str))
}
