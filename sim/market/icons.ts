/**
 * Token icons drawn locally: a gradient disc with the symbol's first letters, colours derived
 * from the mint, so every token has a stable, recognisable icon with no network.
 */
const hash = (text: string) => {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

export const iconSvg = (mint: string, symbol: string): string => {
  const seed = hash(mint);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const letters = escapeXml([...symbol.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2).join('').toUpperCase() || '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 38%)"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/><text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>`;
};
