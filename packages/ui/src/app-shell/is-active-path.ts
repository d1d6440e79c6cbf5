function pathOnly(path: string) {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
}

/**
 * Whether a navigation item pointing at `href` is the current one for `currentPath`: the same path or a path below it,
 * matched by whole segments ("/device/123" activates "/device", "/devices" does not). The root "/" only matches itself.
 * Query strings and hashes are ignored on both sides.
 */
function isActivePath(currentPath: string, href: string) {
  const current = pathOnly(currentPath);
  const target = pathOnly(href);
  if (target === "/" || target === "") return current === target;
  return current === target || current.startsWith(`${target}/`);
}

export { isActivePath };
