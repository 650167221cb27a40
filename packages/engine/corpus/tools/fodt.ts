// A flat OpenDocument text (.fodt) around a body, with the few styles our Word-style layouts use; LibreOffice
// then writes it as DOCX (generate-outside-docx.ts), so the DOCX is LibreOffice's, not ours.

/** XML text: the five special characters escaped. */
export const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A paragraph in a named style; `text` is already XML (it may hold <text:tab/> or spans). */
export const p = (style: string, text: string) => `<text:p text:style-name="${style}">${text}</text:p>`

/** A bulleted list, one item a paragraph. */
export const bullets = (items: string[]) =>
  items.length
    ? `<text:list text:style-name="Bullets">${items.map((i) => `<text:list-item>${p('Body', xml(i))}</text:list-item>`).join('')}</text:list>`
    : ''

/** A borderless table of one row per entry; `widths` in cm (listed again in the page's `tables`). */
export const table = (name: string, widths: number[], rows: string[][]) =>
  `<table:table table:name="${name}" table:style-name="${name}">${widths
    .map((_, i) => `<table:table-column table:style-name="${name}.${i}"/>`)
    .join('')}${rows
    .map(
      (cells) =>
        `<table:table-row>${cells.map((c) => `<table:table-cell table:style-name="Cell" office:value-type="string">${c || p('Body', '')}</table:table-cell>`).join('')}</table:table-row>`,
    )
    .join('')}</table:table>`

const columnStyles = (tables: Record<string, number[]>) =>
  Object.entries(tables)
    .flatMap(([name, widths]) => [
      `<style:style style:name="${name}" style:family="table"><style:table-properties style:width="${widths.reduce((a, b) => a + b, 0)}cm" table:align="left"/></style:style>`,
      ...widths.map(
        (w, i) =>
          `<style:style style:name="${name}.${i}" style:family="table-column"><style:table-column-properties style:column-width="${w}cm"/></style:style>`,
      ),
    ])
    .join('')

export interface FodtPage {
  body: string
  header?: string
  footer?: string
  /** Every table's column widths by table name, for their column styles. */
  tables?: Record<string, number[]>
  font?: string
  accent?: string
}

const paragraphStyle = (name: string, props: string, text = '') =>
  `<style:style style:name="${name}" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties ${props}/><style:text-properties ${text}/></style:style>`

export function fodt({
  body,
  header,
  footer,
  tables = {},
  font = 'Liberation Sans',
  accent = '#1f4e79',
}: FodtPage) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="${font}" fo:font-size="10pt"/></style:style>
${paragraphStyle('Body', '')}
${paragraphStyle('Name', 'fo:margin-bottom="0.1cm"', 'fo:font-size="22pt" fo:font-weight="bold"')}
${paragraphStyle('NameCentered', 'fo:text-align="center"', 'fo:font-size="20pt" fo:font-weight="bold"')}
${paragraphStyle('Headline', '', `fo:font-size="12pt" fo:color="${accent}"`)}
${paragraphStyle('Centered', 'fo:text-align="center"')}
${paragraphStyle('Heading', `fo:margin-top="0.3cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.5pt solid ${accent}"`, `fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}" fo:text-transform="uppercase"`)}
${paragraphStyle('SideHeading', 'fo:margin-top="0.3cm"', `fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}" fo:letter-spacing="0.05cm"`)}
${paragraphStyle('Strong', 'fo:margin-top="0.15cm"', 'fo:font-weight="bold"')}
${paragraphStyle('Italic', '', 'fo:font-style="italic"')}
<style:style style:name="Dated" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
${paragraphStyle('Small', 'fo:text-align="center"', 'fo:font-size="8pt" fo:color="#666666"')}
<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.5cm" fo:text-indent="-0.4cm" fo:margin-left="0.5cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="none"/></style:style>
<style:style style:name="TwoColumns" style:family="section"><style:section-properties><style:columns fo:column-count="2" fo:column-gap="0.6cm"/></style:section-properties></style:style>
<style:style style:name="Box" style:family="graphic"><style:graphic-properties draw:fill="none" fo:border="0.5pt solid ${accent}" fo:padding="0.15cm" style:wrap="none" style:vertical-pos="top" style:horizontal-pos="right" style:horizontal-rel="paragraph"/></style:style>
${columnStyles(tables)}
<style:page-layout style:name="Page"><style:page-layout-properties fo:page-width="21.59cm" fo:page-height="27.94cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="Page">${header ? `<style:header>${header}</style:header>` : ''}${footer ? `<style:footer>${footer}</style:footer>` : ''}</style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body>
</office:document>
`
}

/** A text frame (a Word text box once written as DOCX) anchored to its paragraph, at the right. */
export const textBox = (name: string, widthCm: number, paragraphs: string) =>
  `<text:p text:style-name="Body"><draw:frame draw:style-name="Box" draw:name="${name}" text:anchor-type="paragraph" svg:width="${widthCm}cm" draw:z-index="0"><draw:text-box fo:min-height="1cm">${paragraphs}</draw:text-box></draw:frame></text:p>`

/** A section set in two newspaper columns (w:cols in the DOCX). */
export const twoColumns = (name: string, content: string) =>
  `<text:section text:style-name="TwoColumns" text:name="${name}">${content}</text:section>`

/** "Page N of M" as fields, the way Word templates number pages in a footer. */
export const pageOfPages = p(
  'Small',
  'Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count>',
)
