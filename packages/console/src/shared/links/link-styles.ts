/** An inline text link: underlined in the text colour, since the brand colour may not reach 4.5:1 on the page. */
const textLinkClassName =
  "oc:rounded-sm oc:font-medium oc:text-foreground oc:underline oc:underline-offset-4 oc:outline-none oc:hover:text-foreground/80 oc:focus-visible:ring-2 oc:focus-visible:ring-ring";

export { textLinkClassName };
