/** Address shortener (spec 001 §2.6): 4 characters at each end. */
export const shortAddress = (address: string) => (address.length <= 10 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`);
