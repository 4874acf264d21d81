/** What printing adds to a document's own HTML (browser.ts renderPdf): page numbers, and a print-only layout. */

/**
 * "Página N de M" as a CSS page-margin box in the page's own stylesheet, where a footer template (displayHeaderFooter)
 * made Chromium lay out and paint a second little document for every page: a quarter of the printing time of a
 * 94-page month (issue 27). Same place (bottom right, at the right edge of the text), size, font and grey.
 */
const PAGE_NUMBERS_CSS = `@page { @bottom-right { content: "Página " counter(page) " de " counter(pages);
font-family: 'Liberation Sans', Arial, sans-serif; font-size: 7.5pt; color: #555; } }`;
/**
 * A long document is laid out once, for print: hidden on screen, setContent no longer lays out thousands of rows at
 * the window's size only for page.pdf() to lay them out again on paper. Only documents that count their lines
 * (PdfOptions.lines: the list reports), where the saving is real; the others keep the plain path.
 */
const PRINT_ONLY_CSS = '@media screen { body { display: none; } }';

/** The print-only rules a document needs, in a <style> of its head. */
export function withPrintCss(html: string, options: { pageNumbers?: boolean; printOnly?: boolean }): string {
  const css = [options.pageNumbers ? PAGE_NUMBERS_CSS : '', options.printOnly ? PRINT_ONLY_CSS : ''].filter(Boolean).join('\n');
  if (!css) return html;
  const style = `<style>${css}</style>`;
  const head = html.indexOf('</head>');
  return head >= 0 ? `${html.slice(0, head)}${style}${html.slice(head)}` : `${style}${html}`;
}
