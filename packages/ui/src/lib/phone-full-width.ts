/**
 * Below 768 px (the shell's phone layout) a dialog takes the whole width: with 1rem margins and rounded corners a
 * timeline chart or a form would be left about 350 px wide. Dialog and AlertDialog both use it.
 */
const phoneFullWidth = "oc:max-md:w-full oc:max-md:max-w-none oc:max-md:rounded-none oc:max-md:border-x-0";

export { phoneFullWidth };
