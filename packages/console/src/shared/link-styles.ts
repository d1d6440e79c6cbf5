/** An inline text link: underlined in the text colour, since the brand colour may not reach 4.5:1 on the page. */
const textLinkClassName =
  "rounded-sm font-medium text-foreground underline underline-offset-4 outline-none hover:text-foreground/80 focus-visible:ring-2 focus-visible:ring-ring";

export { textLinkClassName };
