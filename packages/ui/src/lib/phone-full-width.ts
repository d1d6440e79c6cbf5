/**
 * Below 768 px (the shell's phone layout) a dialog takes the whole width: with 1rem margins and rounded corners a
 * timeline chart or a form would be left about 350 px wide. Dialog and AlertDialog both use it.
 */
const phoneFullWidth = "max-md:w-full max-md:max-w-none max-md:rounded-none max-md:border-x-0";

export { phoneFullWidth };
