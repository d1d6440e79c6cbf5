//# allFunctionsCalledOnLoad
// Runs in <head> before the first paint (a classic blocking script: the CSP allows 'self' scripts, not inline ones),
// so a dark-mode page never flashes light. It does what applyColorScheme(storedColorScheme()) in
// src/color-scheme.ts does; color-scheme.test.ts runs this file against that module.
(function () {
  var dark = false;
  try {
    var chosen = localStorage.getItem("colorScheme");
    dark = chosen === "dark" || (chosen !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch (error) {
    // Storage blocked (privacy settings): follow the system, as for "system".
    dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  }
  document.documentElement.classList.toggle("dark", dark);
})();
