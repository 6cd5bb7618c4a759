/** pdf.js's module, loaded once, its worker with it, Node's built-ins kept (load-pdfjs.mjs). */
export function loadPdfJsModules(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')>;
