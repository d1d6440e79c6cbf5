/**
 * The version to show in the footer: a trailing 7-hex-character build suffix (`2.4.1-1a2b3c4`, `2.4.1+1a2b3c4`,
 * `2.4.1.1a2b3c4`) is stripped. Anything else is shown as it is.
 */
function formatVersion(version: string | null | undefined): string {
  const trimmed = (version ?? "").trim();
  return trimmed.replace(/(?<=.)[-+._][0-9a-f]{7}$/i, "");
}

export { formatVersion };
