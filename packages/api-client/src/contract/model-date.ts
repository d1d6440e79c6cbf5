/**
 * An information model's `formatedDate` (spelled as the wire spells it): `MM/DD/YYYY, HH:mm:ss` in UTC. The
 * server and the fake both write it with this one function, so their answers cannot differ.
 */
function formatModelDate(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export { formatModelDate };
