/** `mailto:` for the theme's support address, or nothing when the theme has none. */
function supportHref(email: string | null | undefined): string | undefined {
  const address = email?.trim();
  return address ? `mailto:${address}` : undefined;
}

export { supportHref };
