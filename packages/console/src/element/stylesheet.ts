/**
 * The console's stylesheet, next to the built entry (`dist/styles.css` beside `dist/element.js`), wherever the page
 * loads it from.
 */
const STYLESHEET = new URL("./styles.css", import.meta.url).href;

let ready: Promise<void> | undefined;

/**
 * Puts the console's stylesheet on the page once, unless the page links it already, and resolves when it applies, so
 * that the table never shows unstyled. A link of the page's own in its `<head>` has loaded before any module runs.
 */
function stylesheetReady(): Promise<void> {
  ready ??= new Promise((done) => {
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    if ([...links].some((link) => link.href === STYLESHEET)) return done();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = STYLESHEET;
    // A stylesheet that fails to load leaves the table unstyled, not missing.
    link.addEventListener("load", () => done(), { once: true });
    link.addEventListener("error", () => done(), { once: true });
    document.head.append(link);
  });
  return ready;
}

export { stylesheetReady };
