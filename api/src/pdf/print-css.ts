/** What printing adds to a document's own HTML (browser.ts renderPdf): a print-only layout, and page numbers. */

/**
 * "Página N de M" as a CSS page-margin box in the page's own stylesheet, where a footer template (displayHeaderFooter)
 * made Chromium lay out and paint a second little document for every page: a quarter of the printing time of a
 * 94-page month. Same place (bottom right, at the right edge of the text), size, font and grey.
 */
const PAGE_NUMBERS_CSS = `@page { @bottom-right { content: "Página " counter(page) " de " counter(pages);
font-family: 'Liberation Sans', Arial, sans-serif; font-size: 7.5pt; color: #555; } }`;
/**
 * A document is laid out once, for print: hidden on screen, setContent no longer lays out (and paints) the page at the
 * window's size only for page.pdf() to lay it out again on paper. A 6,000-line month was laid out twice; a
 * receipt printed ~4 ms sooner of its ~45 ms without the screen's layout and paint.
 */
const PRINT_ONLY_CSS = '@media screen { body { display: none; } }';

/** The print-only rules of a document, in a <style> at the end of its head. */
export function withPrintCss(html: string, options: { pageNumbers?: boolean }): string {
  const css = options.pageNumbers ? `${PRINT_ONLY_CSS}\n${PAGE_NUMBERS_CSS}` : PRINT_ONLY_CSS;
  const style = `<style>${css}</style>`;
  const head = html.indexOf('</head>');
  return head >= 0 ? `${html.slice(0, head)}${style}${html.slice(head)}` : `${style}${html}`;
}
