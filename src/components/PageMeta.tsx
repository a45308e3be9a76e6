/** Page title and description; React 19 hoists them into <head>. */
export const PageMeta = ({ title, description }: { readonly title: string; readonly description: string }) => (
  <>
    <title>{title.startsWith('Callisto') ? title : `${title} · Callisto`}</title>
    <meta name="description" content={description} />
  </>
);
