/** The search input's hint (spec 000 §2): also the header button's label text. */
export const searchPlaceholder = 'Search token or paste address. Use "quotes" for an exact match';
