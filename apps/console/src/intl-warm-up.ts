// A worker that makes one formatter of each kind the first screen uses, then ends. The first Intl object a browser
// process makes sets ICU up (its locale lists and data), which takes 50 ms of the main thread at a 4x CPU throttle
// whichever kind or language it is; the setup is shared by every thread, so done here it is done off the main thread,
// while the first screen's code is still loading, and the screen's own formatters cost next to nothing.
new Intl.NumberFormat().format(0);
new Intl.RelativeTimeFormat(undefined, { numeric: "auto" }).format(-1, "day");
new Intl.DateTimeFormat(undefined, { dateStyle: "short", timeStyle: "medium" }).format(0);
self.close();
