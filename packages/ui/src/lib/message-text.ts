/**
 * How Alert and Callout set their text: a medium heading, a muted explanation whose links stay visible, and a row of
 * buttons or links under it. Both use these, so a message reads the same whichever of the two holds it.
 */
const messageTitle = "oc:leading-5 oc:font-medium";
const messageDescription =
  "oc:leading-relaxed oc:text-muted-foreground oc:[&_a]:font-medium oc:[&_a]:text-foreground oc:[&_a]:underline oc:[&_a]:underline-offset-4 oc:[&_p]:leading-relaxed";
const messageAction = "oc:mt-2 oc:flex oc:flex-wrap oc:items-center oc:gap-2";

export { messageAction, messageDescription, messageTitle };
