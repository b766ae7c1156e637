/** The cron expressions of a wrangler.toml's [triggers] section. */
export function parseCrons(wranglerToml: string): string[] {
  const match = /^crons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]).filter((c): c is string => Boolean(c));
}
